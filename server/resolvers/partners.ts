import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { listPartners } from '@/server/services/site/partners';

export const partners: QueryResolvers['partners'] = async (_parent, { filter }, { db }) => ({
  values: await listPartners(db, { visibleOnly: filter?.visibleOnly === true }),
});
