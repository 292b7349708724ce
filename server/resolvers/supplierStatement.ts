import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { supplierStatementFilterSchema } from '@/lib/validation';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { signedStatementPath, supplierStatement as statementOf } from '@/server/services/invoices/supplier-statement';
import { requireSupplierMember } from '@/server/services/ordering/supplier-orders';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/permissions';

export const supplierStatement: QueryResolvers['supplierStatement'] = async (_parent, args, context) => {
  const filter = parseInput(supplierStatementFilterSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!member.rights.mayReadStatements) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const statement = await statementOf(context.db, member.supplierId, filter);
  return {
    ...statement,
    pdfUrl: await signedStatementPath(member.supplierId, filter, 'pdf'),
    csvUrl: await signedStatementPath(member.supplierId, filter, 'csv'),
  };
};
