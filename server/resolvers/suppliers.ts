import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { suppliersArgsSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { listSuppliers } from '@/server/services/catalogue/suppliers';

export const suppliers: QueryResolvers['suppliers'] = (_parent, args, { db }) =>
  listSuppliers(db, parseInput(suppliersArgsSchema, args));
