'use client';

import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';

import { PlaceOrderDocument, type OrderQuoteFieldsFragment } from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { orderQuoteInputOf } from '@/lib/order/api-inputs';
import type { DraftContact, OrderDraft } from '@/lib/order/draft';
import { stepOfField } from '@/lib/order/placement';
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
 * Places the draft's order in one request. One request at a time (a double click is ignored here,
 * and the draft's idempotency key makes the server answer a retry or a lost response with the same
 * order). An address typed while signed out travels with the order as a job site to keep, saved in
 * the order's own transaction, so its notes travel with it. The fingerprint covers what was
 * priced, so a changed fingerprint means other money: the new quote comes back as `priceChanged`
 * for the user to confirm.
 */
export function usePlaceOrder({ dispatch, onWindowTaken }: PlaceOrderOptions) {
  const client = useApolloClient();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<PlacementProblem | null>(null);

  const place = async (draft: OrderDraft, seenQuote: OrderQuoteFieldsFragment, contact: DraftContact) => {
    if (inFlight.current) return;
    const quote = orderQuoteInputOf(draft);
    if (!quote || !draft.city || !draft.delivery) {
      setProblem({ kind: 'failure', message: 'Some of the order is missing. Check the steps before this one.' });
      return;
    }
    const { delivery, city } = draft;
    inFlight.current = true;
    setPlacing(true);
    setProblem(null);
    try {
      const result = await client
        .mutate({
          mutation: PlaceOrderDocument,
          variables: {
            input: {
              quote,
              quoteFingerprint: seenQuote.fingerprint,
              contact,
              comment: draft.comment.trim() || null,
              partnerCode: draft.partner?.code ?? null,
              jobSite: delivery.jobSiteId ? null : { ...delivery.site, countryCode: city.countryCode, cityId: city.id },
            },
            idempotencyKey: draft.idempotencyKey,
          },
          // A typed address became a job site: the next job-site list reads it.
          update: (cache) => {
            if (!delivery.jobSiteId) cache.evict({ fieldName: 'jobSites' });
          },
        })
        .catch(answerOfRejection);
      const order = result.data?.placeOrder;
      if (order) {
        dispatch({ type: 'orderPlaced', orderId: order.id });
        return;
      }
      setProblem(placementProblemOf(apiFailureOf(result.error), { onWindowTaken, dispatch }));
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, problem, clearProblem: () => setProblem(null) };
}

/** What checkout shows for a refused placement (null when it moved the user elsewhere). */
function placementProblemOf(
  failure: ReturnType<typeof apiFailureOf>,
  { onWindowTaken, dispatch }: PlaceOrderOptions,
): PlacementProblem | null {
  switch (failure.code) {
    case 'QUOTE_CHANGED': {
      // The new quote, as the API answers it: the fields of OrderQuoteFields.
      const quote = failure.quote as OrderQuoteFieldsFragment | undefined;
      return quote
        ? { kind: 'priceChanged', message: failure.message, quote }
        : { kind: 'failure', message: failure.message };
    }
    case 'DELIVERY_WINDOW_UNAVAILABLE':
      dispatch({ type: 'windowCleared' });
      onWindowTaken(failure.message);
      return null;
    case 'IDEMPOTENCY_KEY_REUSED':
      return { kind: 'alreadyPlaced', message: failure.message };
    case 'UNAUTHENTICATED':
      return { kind: 'signIn', message: failure.message };
    default: {
      const [field] = Object.keys(failure.fields);
      return field && stepOfField(field) !== 'checkout'
        ? { kind: 'field', step: stepOfField(field), message: failure.fields[field]! }
        : { kind: 'failure', message: failure.message };
    }
  }
}
