'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import {
  LoadStepReportDocument,
  type LoadStep,
  type OrderLoadFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
import { nextLoadStep } from '@/lib/order/loads';

import styles from './Driver.module.scss';
import { stepLabel } from './stepLabels';

export interface NextStepButtonProps {
  load: OrderLoadFieldsFragment;
  productName: string;
  /** The load's heading, which the button's description names ("Load 1 of order …"). */
  describedBy: string;
  /** The API's answer: the load at its new step. */
  onReported: (load: OrderLoadFieldsFragment) => void;
  /** Reloads the day (the load was elsewhere than the screen showed). */
  refetch: () => Promise<unknown>;
}

/**
 * The one big button of a load: its next step, and only that one (the API takes the steps in
 * order). Disabled while the answer is on its way, so a double tap in the cab reports once.
 */
export function NextStepButton({ load, productName, describedBy, onReported, refetch }: NextStepButtonProps) {
  const [report, { loading }] = useMutation(LoadStepReportDocument);
  const [message, setMessage] = useState<string | null>(null);
  const next = nextLoadStep(load.step);
  if (!next) return null;
  const label = stepLabel(next, productName, load.unit);

  const onClick = async () => {
    setMessage(null);
    const result = await report({ variables: { input: { loadId: load.id, step: next } } }).catch(answerOfRejection);
    const answered = result.data?.loadStepReport;
    if (answered) {
      onReported(answered);
      return;
    }
    const failure = apiFailureOf(result.error);
    if (failure.code === 'LOAD_STEP_OUT_OF_ORDER') {
      await refetch().catch(() => undefined);
      const where = failure.step ? stepLabel(failure.step as LoadStep, productName, load.unit) : null;
      setMessage(
        where
          ? `This load was already at “${where}”. The screen now shows where it is.`
          : 'This load was already further along. The screen now shows where it is.',
      );
      return;
    }
    setMessage(failure.message);
  };

  return (
    <div className={styles.nextStep}>
      <button
        type="button"
        className={styles.stepButton}
        aria-describedby={describedBy}
        disabled={loading}
        onClick={() => void onClick()}
      >
        {label}
      </button>
      {message && (
        <p role="alert" className={styles.alert}>
          {message}
        </p>
      )}
    </div>
  );
}
