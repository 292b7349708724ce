import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { publicEnv } from '@/lib/env';
import { invitationCreateSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { requireViewer } from '@/server/graphql/context';
import { createInvitation } from '@/server/services/accounts/invitations';
import { getMailer } from '@/server/services/mail/mailer';

export const invitationCreate: MutationResolvers['invitationCreate'] = async (_parent, { input }, context) => {
  const viewer = await requireViewer(context);
  const invite = parseInput(invitationCreateSchema, input);
  return createInvitation(context.db, viewer, invite, { mailer: getMailer(), siteUrl: publicEnv.siteUrl });
};
