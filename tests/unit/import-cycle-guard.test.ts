import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The guard against import circles is real: ESLint's import-x/no-cycle, with the project's own
 * configuration, refuses two modules that import each other (a fixture the project's lint
 * otherwise skips). Without its TypeScript parser settings the rule read no module and let every
 * circle through.
 */
describe('the import-circle guard', () => {
  it('refuses a circle planted in two modules', async () => {
    const eslint = new ESLint({ cwd: path.resolve('.'), ignore: false });
    const results = await eslint.lintFiles([
      'tests/fixtures/import-cycle/roof.ts',
      'tests/fixtures/import-cycle/floor.ts',
    ]);
    const cycles = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'import-x/no-cycle')
        .map(() => path.basename(result.filePath)),
    );
    expect(cycles.sort()).toEqual(['floor.ts', 'roof.ts']);
  }, 120_000);
});
