import 'server-only';

import type { MutationResolvers } from '@/graphql/generated/resolvers';
import { contractorSignUpFieldNames, contractorSignUpInputSchema } from '@/lib/validation';
import { parseInput } from '@/server/errors';
import { setSessionHeaders } from '@/server/graphql/response-headers';
import { signUpContractor } from '@/server/services/accounts/sign-up';
import { clientAddress } from '@/server/services/rate-limits/rate-limit';

export const contractorSignUp: MutationResolvers['contractorSignUp'] = async (_parent, { input }, context) => {
  const signUp = parseInput(contractorSignUpInputSchema, input, contractorSignUpFieldNames);
  const { viewer, tokens } = await signUpContractor(context.db, signUp, {
    clientAddress: clientAddress(context.request),
  });
  setSessionHeaders(context.responseHeaders, tokens);
  return { user: viewer, mainToken: tokens.mainToken };
};
