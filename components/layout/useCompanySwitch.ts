'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRouter } from 'next/navigation';

import { browserSession } from '@/components/auth/session';
import { CompanySwitchDocument, type ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { workspaceHome } from '@/lib/app-routes';
import { toast } from '@/lib/toast';

export type Membership = ViewerFieldsFragment['companies'][number];

/**
 * Switching the signed-in person to another of their companies, for every place that offers it
 * (the account menu, the wrong-workspace card's switcher): the API answers a token of the chosen
 * company (the response link stores it from the headers), Apollo's store is emptied so nothing of
 * the previous company stays on screen, and the browser goes to that company's workspace: /supplier
 * for a supplier's desk, /driver for its drivers, /app for a contractor. A refusal is a toast.
 */
export function useCompanySwitch() {
  const router = useRouter();
  const client = useApolloClient();
  const [switchCompany, { loading }] = useMutation(CompanySwitchDocument);

  const switchTo = async (membership: Membership) => {
    const result = await switchCompany({ variables: { companyId: membership.company.id } }).catch(answerOfRejection);
    const payload = result.data?.companySwitch;
    if (!payload) {
      toast.error(apiFailureOf(result.error).message, { toastId: 'company-switch' });
      return;
    }
    // The ordinary and refresh tokens came in the headers (stored by the response link).
    browserSession().update({ mainToken: payload.mainToken });
    try {
      // Refetches what is on screen (the header's `me` first) as the new company.
      await client.resetStore();
    } catch {
      // A screen's query failed to refetch: the navigation below replaces the screen anyway.
    }
    router.push(
      workspaceHome(payload.user.company?.kind ?? membership.company.kind, payload.user.role ?? membership.role),
    );
  };

  return { switchTo, switching: loading };
}
