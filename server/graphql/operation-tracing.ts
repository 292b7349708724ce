import 'server-only';

import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { operationLabel } from '@/server/metrics.mjs';
import { tracingEnabled, withChildSpan } from '@/server/tracing.mjs';

/**
 * Each GraphQL operation is a span of its request's trace (with OTEL_EXPORTER_OTLP_ENDPOINT), active
 * while it executes, so its database statements are nested under it. Registered after the compiled
 * execution plugin: it wraps whichever function executes.
 */
export function operationTracingPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (!tracingEnabled()) return;
      const operation = getOperationAST(args.document as DocumentNode, args.operationName as string | undefined);
      const name = operationLabel(operation?.name?.value ?? (args.operationName as string | undefined));
      const type = operation?.operation ?? 'unknown';
      setExecuteFn((executionArgs) =>
        withChildSpan(
          `graphql.${type} ${name}`,
          { 'graphql.operation.name': name, 'graphql.operation.type': type },
          () => Promise.resolve(executeFn(executionArgs)),
        ),
      );
    },
  };
}
