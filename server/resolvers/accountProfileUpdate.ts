import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { profileSchema } from '@/lib/validation/account-settings';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { updateProfile } from '@/server/services/accounts/account-settings';

export const accountProfileUpdate: MutationResolvers['accountProfileUpdate'] = async (_parent, args, context) => {
  const viewer = await requireViewer(context);
  const input = parseInput(profileSchema, args.input);
  return updateProfile(context.db, viewer, input);
};
