import 'server-only';

import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

import { ErrorCode } from '@/server/errors';

/** Limits on what one request may ask for (the product's operations stay far below them). */
export interface QueryLimits {
  depth: number;
  aliases: number;
  cost: number;
  tokens: number;
}
export const QUERY_LIMITS: Readonly<QueryLimits> = { depth: 8, aliases: 10, cost: 5000, tokens: 2000 };

/**
 * graphql-armor throws its refusals out of the validation rule (or the parser), where Yoga takes
 * them for an execution error: HTTP 200, no code, and a message that starts 'Syntax Error: '.
 * Reported instead as what they are, a document that does not validate, each answers 400
 * GRAPHQL_VALIDATION_FAILED (`clientErrorsPlugin`). The token limit stops the parser, which has
 * no validation context: it throws the refusal, with its code, in place of armor's.
 */
function refuse(context: ValidationContext | null, error: GraphQLError): void {
  const refusal = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
    extensions: { code: ErrorCode.GRAPHQL_VALIDATION_FAILED },
  });
  if (!context) throw refusal;
  context.reportError(refusal);
}

const refusing = { onReject: [refuse], propagateOnRejection: false };

export function queryLimitPlugins(limits: QueryLimits): Plugin[] {
  return [
    maxDepthPlugin({ n: limits.depth, ...refusing }),
    maxAliasesPlugin({ n: limits.aliases, ...refusing }),
    costLimitPlugin({ maxCost: limits.cost, ...refusing }),
    maxTokensPlugin({ n: limits.tokens, ...refusing }),
  ] as Plugin[];
}
