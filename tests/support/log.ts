import { expect, vi } from 'vitest';

import { resetServerEnvForTests } from '@/lib/env';
import type { LogEntry } from '@/server/log-pretty';

/**
 * Captures what the server prints from now until `vi.restoreAllMocks()`, at `level`: the logger's
 * lines on stdout, and anything else that writes to stdout, stderr or the console (which would
 * break the log's one-JSON-object-a-line rule, and so fails `lines()`).
 */
export function captureLog(level: 'debug' | 'info' | 'error' = 'debug') {
  process.env.LOG_LEVEL = level;
  resetServerEnvForTests();
  let output = '';
  for (const method of ['debug', 'info', 'warn', 'error', 'log'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output += `${args.map(String).join(' ')}\n`;
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return true;
    });
  }
  return {
    /** Everything printed, as printed. */
    text: () => output,
    /** The log, line by line: every line must be one JSON object (a forged line is not). */
    lines(): LogEntry[] {
      const lines = output.split('\n').filter((line) => line !== '');
      for (const line of lines) expect(() => JSON.parse(line) as unknown, `a log line: ${line}`).not.toThrow();
      return lines.map((line) => JSON.parse(line) as LogEntry);
    },
  };
}

/** After a test that captured the log: the console back, and the tests' quiet level. */
export function stopCapturingLog() {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = 'error';
  resetServerEnvForTests();
}
