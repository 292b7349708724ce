'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';

import {
  JobSiteCreateDocument,
  PlaceOrderDocument,
  type OrderQuoteFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { orderQuoteInputOf } from '@/lib/order/api-inputs';
import type { DraftContact, OrderDraft } from '@/lib/order/draft';
import { sameAmounts, stepOfField } from '@/lib/order/placement';
import type { OrderStepSlug } from '@/lib/order/steps';

import type { OrderDraftDispatch } from './useOrderDraft';

/** Why an order was not placed, as checkout shows it. */
export type PlacementProblem =
  /** QUOTE_CHANGED with other amounts: the new quote, to confirm. */
  | { kind: 'priceChanged'; message: string; quote: OrderQuoteFieldsFragment }
  /** IDEMPOTENCY_KEY_REUSED: an earlier attempt from this checkout did place an order. */
  | { kind: 'alreadyPlaced'; message: string }
  /** A field refused: fixed on its step. */
  | { kind: 'field'; message: string; step: OrderStepSlug }
  | { kind: 'signIn'; message: string }
  | { kind: 'failure'; message: string };

export interface PlaceOrderOptions {
  dispatch: OrderDraftDispatch;
  /** DELIVERY_WINDOW_UNAVAILABLE: the window filled up meanwhile. */
  onWindowTaken: (message: string) => void;
}

/**
 * Places the draft's order. One request at a time (a double click is ignored here, and the draft's
 * idempotency key makes the server answer a retry or a lost response with the same order). An
 * address typed while signed out is saved as a job site first, so its notes travel with the
 * order. A changed quote that asks the same money goes through with its new fingerprint; one that
 * asks other money comes back as `priceChanged` for the user to confirm.
 */
export function usePlaceOrder({ dispatch, onWindowTaken }: PlaceOrderOptions) {
  const client = useApolloClient();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<PlacementProblem | null>(null);

  /** Saves a typed address as a job site; the draft with it, or the problem. */
  const saveTypedSite = async (draft: OrderDraft): Promise<OrderDraft | PlacementProblem> => {
    if (!draft.delivery || draft.delivery.jobSiteId || !draft.city) return draft;
    const result = await client
      .mutate({
        mutation: JobSiteCreateDocument,
        variables: { input: { ...draft.delivery.site, countryCode: draft.city.countryCode, cityId: draft.city.id } },
      })
      .catch(answerOfRejection);
    const saved = result.data?.jobSiteCreate;
    if (!saved) {
      const failure = apiFailureOf(result.error);
      const [field] = Object.keys(failure.fields);
      return field
        ? { kind: 'field', step: 'address', message: failure.fields[field]! }
        : { kind: 'failure', message: failure.message };
    }
    const delivery = { jobSiteId: saved.id, site: draft.delivery.site };
    dispatch({ type: 'deliveryChosen', delivery });
    return { ...draft, delivery };
  };

  const place = async (draft: OrderDraft, seenQuote: OrderQuoteFieldsFragment, contact: DraftContact) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    setProblem(null);
    try {
      const withSite = await saveTypedSite(draft);
      if ('kind' in withSite) {
        setProblem(withSite);
        return;
      }
      const quote = orderQuoteInputOf(withSite);
      if (!quote) {
        setProblem({ kind: 'failure', message: 'Some of the order is missing. Check the steps before this one.' });
        return;
      }
      let fingerprint = seenQuote.fingerprint;
      // At most twice: once more when only the fingerprint changed (the address was just saved).
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const result = await client
          .mutate({
            mutation: PlaceOrderDocument,
            variables: {
              input: {
                quote,
                quoteFingerprint: fingerprint,
                contact,
                comment: withSite.comment.trim() || null,
                partnerCode: withSite.partner?.code ?? null,
              },
              idempotencyKey: withSite.idempotencyKey,
            },
          })
          .catch(answerOfRejection);
        const order = result.data?.placeOrder;
        if (order) {
          dispatch({ type: 'orderPlaced', orderId: order.id });
          return;
        }
        const failure = apiFailureOf(result.error);
        switch (failure.code) {
          case 'QUOTE_CHANGED': {
            // The new quote, as the API answers it: the fields of OrderQuoteFields.
            const quote = failure.quote as OrderQuoteFieldsFragment | undefined;
            if (quote && attempt === 0 && sameAmounts(seenQuote, quote)) {
              fingerprint = quote.fingerprint;
              continue;
            }
            if (quote) setProblem({ kind: 'priceChanged', message: failure.message, quote });
            else setProblem({ kind: 'failure', message: failure.message });
            return;
          }
          case 'DELIVERY_WINDOW_UNAVAILABLE':
            dispatch({ type: 'windowCleared' });
            onWindowTaken(failure.message);
            return;
          case 'IDEMPOTENCY_KEY_REUSED':
            setProblem({ kind: 'alreadyPlaced', message: failure.message });
            return;
          case 'UNAUTHENTICATED':
            setProblem({ kind: 'signIn', message: failure.message });
            return;
          default: {
            const [field] = Object.keys(failure.fields);
            setProblem(
              field && stepOfField(field) !== 'checkout'
                ? { kind: 'field', step: stepOfField(field), message: failure.fields[field]! }
                : { kind: 'failure', message: failure.message },
            );
            return;
          }
        }
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, problem, clearProblem: () => setProblem(null) };
}
