import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { orderQuoteInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { orderingCompanyOrNull, requireOrderingCompany } from '@/server/services/orders/access';
import { quoteOrder } from '@/server/services/catalogue/quote';
import { quoteCancellationTerms } from '@/server/services/orders/cancellation-terms';

export const orderQuote: QueryResolvers['orderQuote'] = async (_parent, { input }, context) => {
  const quoteInput = parseInput(orderQuoteInputSchema, input);
  // A saved job site needs its company; otherwise anyone may quote, and a signed-in contractor's
  // referral credit applies.
  const companyId = quoteInput.delivery.jobSiteId
    ? await requireOrderingCompany(context.db, await requireViewer(context))
    : await orderingCompanyOrNull(context.db, await context.viewer());
  const quoted = await quoteOrder(context.db, quoteInput, { companyId });
  return { ...quoted.quote, cancellation: await quoteCancellationTerms(context.db, quoted) };
};
