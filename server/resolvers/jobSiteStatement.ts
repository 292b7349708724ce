import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { jobSiteStatementFilterSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { jobSiteStatement as statementOf, signedStatementPath } from '@/server/services/invoices/supplier-statement';
import { requireOrderingCompany } from '@/server/services/orders/access';

export const jobSiteStatement: QueryResolvers['jobSiteStatement'] = async (_parent, args, context) => {
  const filter = parseInput(jobSiteStatementFilterSchema, args);
  const companyId = await requireOrderingCompany(context.db, await requireViewer(context));
  const statement = await statementOf(context.db, companyId, filter);
  const link = { kind: 'jobSite', ownerId: filter.jobSiteId, month: filter.month, customerId: null } as const;
  return {
    month: statement.month,
    jobSiteId: filter.jobSiteId,
    orderCount: statement.lines.length,
    totals: statement.totals,
    pdfUrl: await signedStatementPath(link, 'pdf'),
    csvUrl: await signedStatementPath(link, 'csv'),
  };
};
