import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { listOffices } from '@/server/services/site/company';

export const offices: QueryResolvers['offices'] = (_parent, _args, { db }) => listOffices(db);
