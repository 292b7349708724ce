'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';

import { SignedInGate } from '@/components/auth/SignedInGate';
import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import { OrderFacts } from '@/components/placed-orders/OrderFacts';
import { ApiRefusal } from '@/components/ui/ApiRefusal';
import { Form } from '@/components/ui/Form';
import styles from '@/components/ui/Workspace.module.scss';
import {
  CreditApplicationDecideDocument,
  CreditApplicationsDocument,
  type CreditAccountStatus,
  type CreditApplicationFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { operatorRoutes } from '@/lib/app-routes';
import { CREDIT_TERM_DAYS } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { formatDateTime, readerTimeZone } from '@/lib/time';
import {
  creditDecisionFieldOf,
  validateCreditDecision,
  type CreditDecisionField,
  type CreditDecisionFormValues,
  type CreditDecisionInput,
} from '@/lib/validation/credit';

const TABS: { status: CreditAccountStatus; label: string }[] = [
  { status: 'under_review', label: 'Under review' },
  { status: 'approved', label: 'Approved' },
  { status: 'declined', label: 'Declined' },
];

/**
 * The operator's credit review: the applications under review, oldest first, each with what the
 * business told us and its trade references, and a decision form (approve a limit and a term, or
 * decline with the reason the applicant reads); the decided ones for reference. Anyone who is not
 * an operator reads the API's FORBIDDEN answer, with its code.
 */
export function CreditReview() {
  return (
    <SignedInGate returnPath={operatorRoutes.credit} loadingText="Loading the applications…">
      {() => <Review />}
    </SignedInGate>
  );
}

function Review() {
  const [status, setStatus] = useState<CreditAccountStatus>('under_review');
  const query = useQuery(CreditApplicationsDocument, { variables: { status } });
  return (
    <div className={styles.layout}>
      <nav aria-label="Applications by state">
        <ul className={styles.checkboxRow}>
          {TABS.map((tab) => (
            <li key={tab.status}>
              <button
                type="button"
                className={styles.secondary}
                aria-pressed={tab.status === status}
                onClick={() => setStatus(tab.status)}
              >
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {query.loading && !query.data ? (
        <p role="status" className={styles.muted}>
          Loading the applications…
        </p>
      ) : !query.data ? (
        <ApiRefusal error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.creditApplications.length === 0 ? (
        <p className={styles.muted}>
          No applications {TABS.find((tab) => tab.status === status)!.label.toLowerCase()}.
        </p>
      ) : (
        query.data.creditApplications.map((application) => (
          <Application key={application.companyId} application={application} onDecided={() => void query.refetch()} />
        ))
      )}
    </div>
  );
}

function Application({
  application,
  onDecided,
}: {
  application: CreditApplicationFieldsFragment;
  onDecided: () => void;
}) {
  const id = useId();
  const money = (cents: number | null | undefined) => (cents == null ? '—' : formatMoney(cents, application.currency));
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{application.legalName}</h2>
      <OrderFacts
        facts={[
          ['Company', application.companyName],
          [
            'Applied by',
            application.applicantEmail ? `${application.applicantName} (${application.applicantEmail})` : '—',
          ],
          ['Applied', formatDateTime(application.appliedAt, readerTimeZone())],
          ['Business number', `${application.businessNumber} (${application.countryCode})`],
          ['Years in business', String(application.yearsInBusiness)],
          ['Yearly spend on materials', money(application.annualVolumeCents)],
          ['Requested limit', money(application.requestedLimitCents)],
          [
            'Billing contact',
            [application.billingContactName, application.billingContactEmail, application.billingContactPhone]
              .filter(Boolean)
              .join(', ') || '—',
          ],
          ...(application.status === 'under_review'
            ? []
            : ([
                [
                  'Decision',
                  application.status === 'approved'
                    ? `Approved: ${money(application.limitCents)} on ${application.termDays} days`
                    : 'Declined',
                ],
                ['Reason or note', application.decisionReason ?? '—'],
                ['Decided by', application.decidedByName ?? '—'],
              ] as [string, string][])),
        ]}
      />
      <h3>Trade references</h3>
      <ul>
        {application.tradeReferences.map((reference, index) => (
          <li key={index}>
            {reference.name}: {reference.contactName}
            {reference.phone ? `, ${reference.phone}` : ''}
            {reference.email ? `, ${reference.email}` : ''}
          </li>
        ))}
      </ul>
      {application.status === 'under_review' && <DecisionForm application={application} onDecided={onDecided} />}
    </section>
  );
}

const decisionResolver =
  (companyId: string): Resolver<CreditDecisionFormValues, unknown, CreditDecisionInput> =>
  (values) => {
    const check = validateCreditDecision(companyId, values);
    if (check.ok) return { values: check.input, errors: {} };
    const errors: FieldErrors<CreditDecisionFormValues> = {};
    for (const [name, message] of Object.entries(check.errors)) {
      errors[name as CreditDecisionField] = { type: 'validation', message };
    }
    return { values: {}, errors };
  };

function DecisionForm({
  application,
  onDecided,
}: {
  application: CreditApplicationFieldsFragment;
  onDecided: () => void;
}) {
  const id = useId();
  const fieldId = (name: CreditDecisionField) => `${id}-${name}`;
  const [decide] = useMutation(CreditApplicationDecideDocument);
  const form = useForm<CreditDecisionFormValues, unknown, CreditDecisionInput>({
    resolver: decisionResolver(application.companyId),
    mode: 'onTouched',
    defaultValues: {
      decision: 'approve',
      limit: String(application.requestedLimitCents / 100),
      termDays: String(CREDIT_TERM_DAYS),
      reason: '',
    },
  });
  const {
    register,
    control,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const decision = useWatch({ control, name: 'decision' });
  const errorOf = (name: CreditDecisionField) => shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const controlProps = (name: CreditDecisionField) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': describedBy(fieldId(name), errorOf(name)),
  });
  const submission = useSubmission(form, {
    send: (input) => outcomeOf(decide({ variables: { input } }), (data) => data.creditApplicationDecide),
    fieldOf: (apiName) => creditDecisionFieldOf(apiName),
    onSuccess: onDecided,
  });
  return (
    <Form
      className={`${formStyles.form} ${styles.narrowForm}`}
      noValidate
      aria-label={`Decide the application of ${application.legalName}`}
      onSubmit={submission.onSubmit}
    >
      <fieldset className={styles.fieldset}>
        <legend>Decision</legend>
        <div className={styles.checkboxRow}>
          <input type="radio" id={`${id}-approve`} value="approve" {...register('decision')} />
          <label htmlFor={`${id}-approve`}>Approve</label>
        </div>
        <div className={styles.checkboxRow}>
          <input type="radio" id={`${id}-decline`} value="decline" {...register('decision')} />
          <label htmlFor={`${id}-decline`}>Decline</label>
        </div>
      </fieldset>
      {decision === 'approve' && (
        <>
          <FormField id={fieldId('limit')} label={`Credit limit (${application.currency})`} error={errorOf('limit')}>
            <input inputMode="decimal" required {...controlProps('limit')} {...register('limit')} />
          </FormField>
          <FormField id={fieldId('termDays')} label="Term (days after delivery)" error={errorOf('termDays')}>
            <input inputMode="numeric" required {...controlProps('termDays')} {...register('termDays')} />
          </FormField>
        </>
      )}
      <FormField
        id={fieldId('reason')}
        label={decision === 'approve' ? 'Note to the applicant' : 'Reason (the applicant reads it)'}
        error={errorOf('reason')}
        optional={decision === 'approve'}
      >
        <textarea rows={3} {...controlProps('reason')} {...register('reason')} />
      </FormField>
      <FormFooter
        submission={submission}
        label={decision === 'approve' ? 'Approve' : 'Decline'}
        pendingLabel="Sending the decision…"
      />
    </Form>
  );
}
