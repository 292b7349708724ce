'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { describedBy, FormField } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import {
  OrderDisputeOpenDocument,
  OrderDisputeWithdrawDocument,
  type OrderDisputeFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { refusalMessage, uploadWithSession } from '@/lib/apollo/upload';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '@/lib/time';
import {
  DISPUTE_LIMITS,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  disputeInPlay,
  disputeOpenSchema,
  type DisputeOpenValues,
} from '@/lib/validation/disputes';

import styles from '@/components/ui/Workspace.module.scss';
import pourDay from './PourDay.module.scss';

type Dispute = OrderDisputeFieldsFragment;

/** Dollars typed, cents sent: the schema checks cents, as the API does. */
export const centsOfDollars = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : Number.NaN;
};

/** One dispute as both sides read it: what, why, how much, the photos, and the answer. */
export function DisputeSummary({ dispute, timeZone }: { dispute: Dispute; timeZone: string }) {
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  return (
    <>
      <p>
        <strong>
          {dispute.subject}: {DISPUTE_REASON_LABELS[dispute.reason]}
        </strong>{' '}
        <span className={styles.muted}>
          {formatDateTime(dispute.createdAt, timeZone)}
          {dispute.openedByName ? `, ${dispute.openedByName}` : ''}
        </span>
      </p>
      <p>{dispute.description}</p>
      <p>Asked back: {money(dispute.claimedCents)}</p>
      {dispute.photoUrls.length > 0 && (
        <ul className={pourDay.requests} aria-label="Photos">
          {dispute.photoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                Photo {index + 1}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p role="status">
        {DISPUTE_STATUS_LABELS[dispute.status]}
        {dispute.status === 'accepted' && dispute.creditedCents !== null ? ` ${money(dispute.creditedCents)}.` : '.'}
        {dispute.answerNote ? ` “${dispute.answerNote}”` : ''}
      </p>
    </>
  );
}

interface DisputeSubjects {
  orderId: string;
  /** Delivered loads. */
  loads: readonly { id: string; sequence: number }[];
  /** Invoice lines (once the order is delivered). */
  lines: readonly { key: string; label: string; amountCents: number }[];
  currency: string;
}

/** A request to dispute one load (from its e-ticket): each request opens the form again. */
export interface DisputeRequest {
  loadId: string;
  key: number;
}

/** The order page's dispute request: the e-ticket mail's load at first, then each Dispute clicked. */
export function useDisputeRequest(initialLoadId: string | null) {
  const [request, setRequest] = useState<DisputeRequest | null>(
    initialLoadId ? { loadId: initialLoadId, key: 0 } : null,
  );
  const requestDispute = useCallback(
    (loadId: string) => setRequest((previous) => ({ loadId, key: (previous?.key ?? 0) + 1 })),
    [],
  );
  return [request, requestDispute] as const;
}

/**
 * The contractor's disputes on the order page: each with its state, withdraw while in play, and
 * the form to dispute a delivered load or an invoice line with photos. A `request` (Dispute beside
 * a load's e-ticket) opens the form on that load.
 */
export function OrderDisputes({
  disputes,
  subjects,
  timeZone,
  onChanged,
  request = null,
}: {
  disputes: readonly Dispute[];
  subjects: DisputeSubjects;
  timeZone: string;
  onChanged: () => Promise<unknown>;
  request?: DisputeRequest | null;
}) {
  const [withdraw] = useMutation(OrderDisputeWithdrawDocument);
  const [opening, setOpening] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // The last request answered (the form sent): a request for a load not delivered is ignored.
  const [answeredKey, setAnsweredKey] = useState<number | null>(null);
  const requested =
    request && request.key !== answeredKey && subjects.loads.some((load) => load.id === request.loadId)
      ? request
      : null;
  const disputable = subjects.loads.length > 0 || subjects.lines.length > 0;
  return (
    <>
      {disputes.length > 0 && (
        <ul className={pourDay.requests} aria-label="Disputes">
          {disputes.map((dispute) => (
            <li key={dispute.id} className={pourDay.request}>
              <DisputeSummary dispute={dispute} timeZone={timeZone} />
              {disputeInPlay(dispute.status) && (
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() =>
                    void withdraw({ variables: { disputeId: dispute.id } })
                      .catch(() => undefined)
                      .then(onChanged)
                  }
                >
                  Withdraw the dispute
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {said && <p role="status">{said}</p>}
      {disputable &&
        (opening || requested ? (
          <DisputeForm
            key={requested ? `load-${requested.key}` : 'form'}
            subjects={subjects}
            loadId={requested?.loadId}
            onOpened={async (message) => {
              setOpening(false);
              setAnsweredKey(requested?.key ?? null);
              setSaid(message);
              await onChanged();
            }}
          />
        ) : (
          <button type="button" className={styles.secondary} onClick={() => setOpening(true)}>
            Dispute a load or a line
          </button>
        ))}
    </>
  );
}

export function DisputeForm({
  subjects,
  loadId,
  onOpened,
}: {
  subjects: DisputeSubjects;
  /** The load to dispute, chosen beside its e-ticket: the form opens on it, and takes the focus. */
  loadId?: string;
  onOpened: (message: string) => Promise<void>;
}) {
  const id = useId();
  const client = useApolloClient();
  const [open] = useMutation(OrderDisputeOpenDocument);
  const [photos, setPhotos] = useState<File[]>([]);
  const firstLoadId = loadId ?? subjects.loads[0]?.id;
  const [subject, setSubject] = useState(firstLoadId ? `load:${firstLoadId}` : `line:${subjects.lines[0]?.key ?? ''}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from a load's e-ticket, further up the page: the reader is taken to the form.
  useEffect(() => {
    if (loadId) headingRef.current?.focus();
  }, [loadId]);
  const form = useForm<DisputeOpenValues, unknown, DisputeOpenValues>({
    resolver: zodResolver(disputeOpenSchema),
    mode: 'onTouched',
    defaultValues: {
      orderId: subjects.orderId,
      loadId: firstLoadId ?? null,
      lineKey: firstLoadId ? null : (subjects.lines[0]?.key ?? null),
      reason: 'short_load',
      description: '',
    },
  });
  const {
    register,
    setValue,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const shown = (name: 'reason' | 'description' | 'claimedCents') =>
    shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const ids = {
    subject: `${id}-subject`,
    reason: `${id}-reason`,
    description: `${id}-description`,
    amount: `${id}-amount`,
    photos: `${id}-photos`,
  };
  const subjectError = errors.loadId?.message ?? errors.lineKey?.message;

  const submission = useSubmission(form, {
    send: async (input) => {
      const outcome = await outcomeOf(open({ variables: { input } }), (data) => data.orderDisputeOpen);
      if (!outcome.ok) return outcome;
      for (const photo of photos) {
        const body = new FormData();
        body.append('file', photo, photo.name);
        const response = await uploadWithSession(client, `/api/uploads/disputes/${outcome.data.id}`, { body });
        if (!response)
          return {
            ok: false,
            failure: { message: 'No connection: the dispute is sent, add the photo again.', fields: {} },
          };
        if (!response.ok) {
          const message = await refusalMessage(response, 'The photo could not be sent.');
          return {
            ok: false,
            failure: { message: `The dispute is sent, but not ${photo.name}: ${message}`, fields: {} },
          };
        }
      }
      return outcome;
    },
    fieldOf: fieldOfNames(['reason', 'description', 'claimedCents', 'loadId', 'lineKey'] as const),
    onSuccess: () => onOpened('Dispute sent to the supplier: their answer shows here.'),
  });

  return (
    <Form noValidate aria-label="Dispute a load or a line" onSubmit={submission.onSubmit}>
      <h3 ref={headingRef} tabIndex={-1}>
        Dispute a load or a line
      </h3>
      <FormField id={ids.subject} label="What you dispute" error={subjectError}>
        <select
          id={ids.subject}
          className={formStyles.control}
          value={subject}
          aria-describedby={describedBy(ids.subject, subjectError)}
          onChange={(event) => {
            const [kind, value] = event.target.value.split(/:(.*)/) as [string, string];
            setSubject(event.target.value);
            setValue('loadId', kind === 'load' ? value : null);
            setValue('lineKey', kind === 'line' ? value : null);
          }}
        >
          {subjects.loads.map((load) => (
            <option key={load.id} value={`load:${load.id}`}>
              Load {load.sequence}
            </option>
          ))}
          {subjects.lines.map((line) => (
            <option key={line.key} value={`line:${line.key}`}>
              {line.label} ({formatMoney(line.amountCents, subjects.currency)})
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.reason} label="What went wrong" error={shown('reason')}>
        <select
          id={ids.reason}
          className={formStyles.control}
          aria-invalid={shown('reason') ? true : undefined}
          aria-describedby={describedBy(ids.reason, shown('reason'))}
          {...register('reason')}
        >
          {DISPUTE_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {DISPUTE_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.description} label="Tell the supplier what happened" error={shown('description')}>
        <textarea
          id={ids.description}
          className={formStyles.control}
          maxLength={DISPUTE_LIMITS.description}
          aria-invalid={shown('description') ? true : undefined}
          aria-describedby={describedBy(ids.description, shown('description'))}
          {...register('description')}
        />
      </FormField>
      <FormField id={ids.amount} label={`Amount you ask back (${subjects.currency})`} error={shown('claimedCents')}>
        <input
          id={ids.amount}
          className={formStyles.control}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          aria-invalid={shown('claimedCents') ? true : undefined}
          aria-describedby={describedBy(ids.amount, shown('claimedCents'))}
          {...register('claimedCents', { setValueAs: centsOfDollars })}
        />
      </FormField>
      <FormField id={ids.photos} label={`Photos (JPEG, PNG or WebP, up to ${DISPUTE_LIMITS.photos})`} optional>
        <input
          id={ids.photos}
          className={formStyles.control}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])].slice(0, DISPUTE_LIMITS.photos))}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label="Send the dispute"
        pendingLabel="Sending…"
        buttonClassName={styles.primary}
        alertClassName={styles.alert}
        alertFirst
        row="p"
      />
    </Form>
  );
}
