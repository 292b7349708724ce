import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { companySettingsSchema } from '@/lib/validation/account-settings';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { updateCompanySettings } from '@/server/services/accounts/account-settings';

export const companySettingsUpdate: MutationResolvers['companySettingsUpdate'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const input = parseInput(companySettingsSchema, args.input);
  return updateCompanySettings(context.db, viewer, input);
};
