import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { supplierStatementFilterSchema } from '@/lib/validation';
import { ErrorCode, expectedError, parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { signedStatementPath, supplierStatement as statementOf } from '@/server/services/invoices/supplier-statement';
import { requireSupplierMember } from '@/server/services/accounts/supplier-members';
import { NOT_ALLOWED_MESSAGE } from '@/server/services/accounts/permissions';

export const supplierStatement: QueryResolvers['supplierStatement'] = async (_parent, args, context) => {
  const filter = parseInput(supplierStatementFilterSchema, args);
  const member = await requireSupplierMember(context.db, await requireViewer(context));
  if (!member.rights.mayReadStatements) throw expectedError(ErrorCode.FORBIDDEN, NOT_ALLOWED_MESSAGE);
  const statement = await statementOf(context.db, member.supplierId, filter);
  const link = { kind: 'supplier', ownerId: member.supplierId, ...filter } as const;
  // On a supplier's statement the order's other side is its customer.
  return {
    ...statement,
    lines: statement.lines.map(({ partyId, partyName, ...line }) => ({
      ...line,
      customerId: partyId,
      customerName: partyName,
    })),
    customers: statement.parties.map((party) => ({
      customerId: party.partyId,
      customerName: party.partyName,
      totals: party.totals,
    })),
    pdfUrl: await signedStatementPath(link, 'pdf'),
    csvUrl: await signedStatementPath(link, 'csv'),
  };
};
