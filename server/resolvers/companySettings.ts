import 'server-only';

import type { QueryResolvers } from '@/graphql/generated/resolvers';
import { requireViewer } from '@/server/graphql/context';
import { companySettings as readCompanySettings } from '@/server/services/accounts/account-settings';

export const companySettings: QueryResolvers['companySettings'] = async (_parent, _args, context) =>
  readCompanySettings(context.db, await requireViewer(context));
