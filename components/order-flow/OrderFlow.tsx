'use client';

import { useEffect, useRef, useState } from 'react';

import type { AccountDetails } from '@/components/auth/AuthModal';
import { useSession } from '@/components/auth/useSession';
import { useLazyImport } from '@/components/ui/useLazyImport';
import type { ProductType } from '@/graphql/generated/client/graphql';
import { orderDraftReducer, type DraftPartner, type OrderDraftAction } from '@/lib/order/draft';
import {
  firstIncompleteStep,
  FIRST_ORDER_STEP,
  isOrderStepSkipped,
  nextOrderStep,
  previousOrderStep,
  reachableOrderStep,
  type OrderStepSlug,
} from '@/lib/order/steps';

import styles from './OrderFlow.module.scss';
import { OrderPartnerNotice } from './OrderPartnerNotice';
import { OrderProgress } from './OrderProgress';
import { AddressStep } from './steps/AddressStep';
import { AvailabilityStep } from './steps/AvailabilityStep';
import { CheckoutStep } from './steps/CheckoutStep';
import { OptionsStep } from './steps/OptionsStep';
import { ProducerStep } from './steps/ProducerStep';
import { ProductStep } from './steps/ProductStep';
import { RegionStep } from './steps/RegionStep';
import { ScheduleStep } from './steps/ScheduleStep';
import type { OrderStepContext } from './steps/types';
import { useOrderDraft } from './useOrderDraft';
import { useOrderStep } from './useOrderStep';

// The Authorization modal (sign-in and sign-up forms) loads when an account is first needed.
const importAuthModal = () => import('@/components/auth/AuthModal').then((module) => module.AuthModal);

export interface OrderFlowProps {
  /** The partner of a `?partner=CODE` link: null when the code names none, undefined without one. */
  linkedPartner?: DraftPartner | null;
  /** A partner's rent-now button opens the flow on rentals (`?product=rentals`). */
  linkedProductType?: ProductType;
  /**
   * A storefront's Buy now or a supplier's own button (`?supplier=<slug>`): the city, supplier and
   * product it chose; the flow opens at the first step still to fill, past the producer step.
   */
  linkedStorefront?: Omit<Extract<OrderDraftAction, { type: 'storefrontLinked' }>, 'type'>;
}

interface SignInRequest {
  reason: string;
  then?: () => void;
  you?: AccountDetails;
}

/**
 * The order flow: the eight steps with Back and Next, the step in the URL, the draft in the tab's
 * storage. A step cannot be skipped: the URL of a later step opens the first incomplete one.
 * Signed out works until placing the order, when the Authorization modal opens.
 */
export function OrderFlow({ linkedPartner, linkedProductType, linkedStorefront }: OrderFlowProps) {
  const [draft, dispatch] = useOrderDraft();
  const { requested, goTo } = useOrderStep();
  const session = useSession();
  const { loaded: AuthModal, load: loadAuthModal } = useLazyImport(importAuthModal);
  const [notice, setNotice] = useState<{ step: OrderStepSlug; message: string } | null>(null);
  const [signIn, setSignIn] = useState<SignInRequest | null>(null);
  // The last request: the modal keeps its words while it plays its close animation.
  const [lastSignIn, setLastSignIn] = useState<SignInRequest | null>(null);
  // Focus moves to a step's heading when the user moved there, not when the page loads.
  const [navigated, setNavigated] = useState(false);
  // A storefront's link is applied once per page load, not again after the user moved on.
  const storefrontApplied = useRef(false);

  const step = draft ? (draft.placedOrderId ? 'checkout' : reachableOrderStep(requested, draft)) : null;
  const reachable = draft ? (draft.placedOrderId ? 'checkout' : firstIncompleteStep(draft)) : FIRST_ORDER_STEP;

  // A link from a partner's button: the partner goes with the order; rent-now starts on rentals.
  useEffect(() => {
    if (!draft) return;
    if (linkedPartner && draft.partner?.code !== linkedPartner.code) {
      dispatch({ type: 'partnerLinked', partner: linkedPartner });
    }
    if (linkedProductType && !draft.productType && !linkedStorefront) {
      dispatch({ type: 'productTypeChosen', productType: linkedProductType });
    }
    if (linkedStorefront && !storefrontApplied.current && !draft.placedOrderId) {
      storefrontApplied.current = true;
      const action = { type: 'storefrontLinked', ...linkedStorefront } as const;
      dispatch(action);
      goTo(firstIncompleteStep(orderDraftReducer(draft, action)), true);
    }
  }, [draft, dispatch, goTo, linkedPartner, linkedProductType, linkedStorefront]);

  // Signed out at checkout, an account will be needed: have the Authorization modal ready.
  useEffect(() => {
    if (step === 'checkout' && session.status === 'signedOut') loadAuthModal();
  }, [step, session.status, loadAuthModal]);

  // The URL asked for a step that cannot open yet: show the first incomplete one, and say so.
  useEffect(() => {
    if (step && (requested ?? FIRST_ORDER_STEP) !== step) goTo(step, true);
  }, [requested, step, goTo]);

  if (!draft || !step) {
    return (
      <p role="status" className={styles.loading}>
        Loading your order…
      </p>
    );
  }

  const move = (to: OrderStepSlug | null) => {
    if (!to) return;
    setNavigated(true);
    setNotice(null);
    goTo(to);
    window.scrollTo({ top: 0 });
  };

  const context: OrderStepContext = {
    draft,
    dispatch,
    next: () => move(nextOrderStep(step, draft)),
    back: () => move(previousOrderStep(step, draft)),
    focusOnOpen: navigated,
    session,
    notice: notice?.step === step ? notice.message : null,
    requestSignIn: (reason, then, you) => {
      loadAuthModal();
      setSignIn({ reason, then, you });
      setLastSignIn({ reason, then, you });
    },
  };

  return (
    <div className={styles.flow}>
      {(draft.partner ?? linkedPartner !== undefined) && (
        <OrderPartnerNotice partner={draft.partner ?? linkedPartner ?? null} />
      )}
      <OrderProgress
        current={step}
        reachable={reachable}
        onGoTo={move}
        locked={Boolean(draft.placedOrderId)}
        isSkipped={(slug) => isOrderStepSkipped(slug, draft)}
      />
      {step === 'region' && <RegionStep {...context} />}
      {step === 'address' && <AddressStep {...context} />}
      {step === 'producer' && <ProducerStep {...context} />}
      {step === 'product' && <ProductStep {...context} />}
      {step === 'schedule' && <ScheduleStep {...context} />}
      {step === 'availability' && <AvailabilityStep {...context} />}
      {step === 'options' && <OptionsStep {...context} />}
      {step === 'checkout' && (
        <CheckoutStep
          {...context}
          goTo={move}
          onWindowTaken={(message) => {
            move('availability');
            setNotice({ step: 'availability', message });
          }}
        />
      )}
      {AuthModal && lastSignIn && (
        <AuthModal
          open={Boolean(signIn)}
          reason={lastSignIn.reason}
          you={lastSignIn.you}
          onClose={() => setSignIn(null)}
          onAuthenticated={() => {
            setSignIn(null);
            lastSignIn.then?.();
          }}
        />
      )}
    </div>
  );
}
