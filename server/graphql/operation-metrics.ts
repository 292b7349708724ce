import 'server-only';

import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { metrics, operationLabel } from '@/server/metrics.mjs';

/**
 * Times each GraphQL operation's execution by name and type, and counts the errors it answered by
 * code. A name is a label only while few names were seen (`operationLabel`). Requests refused
 * before execution (limits, bad documents) are counted by the HTTP metrics as 4xx.
 */
export function operationMetricsPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const started = process.hrtime.bigint();
      const operation = getOperationAST(args.document as DocumentNode, args.operationName as string | undefined);
      const name = operationLabel(operation?.name?.value ?? (args.operationName as string | undefined));
      const type = operation?.operation ?? 'unknown';
      return {
        onExecuteDone({ result }) {
          // A subscription's stream is not timed: the product serves none over GraphQL.
          if (Symbol.asyncIterator in result) return;
          const errors = (result as ExecutionResult).errors ?? [];
          const counters = metrics();
          for (const error of errors) {
            const code = error.extensions?.code;
            counters.graphqlErrors.inc({ operation: name, code: typeof code === 'string' ? code : 'UNKNOWN' });
          }
          counters.graphqlOperations.observe(
            { operation: name, type, outcome: errors.length > 0 ? 'error' : 'ok' },
            Number(process.hrtime.bigint() - started) / 1e9,
          );
        },
      };
    },
  };
}
