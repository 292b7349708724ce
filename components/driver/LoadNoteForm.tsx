'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { LoadNoteSaveDocument, type OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { DISPATCH_LIMITS, loadNoteInputSchema } from '@/lib/validation/dispatch';

import styles from './Driver.module.scss';

type Values = z.input<typeof loadNoteInputSchema>;
type Valid = z.output<typeof loadNoteInputSchema>;

export const LOAD_NOTE_LABEL = 'Note for the dispatcher';

/**
 * The driver's note on a load (waited 40 minutes at the gate, pumped from the lane): saved with
 * the load, read by the dispatcher. Empty clears it. What was typed stays on a failure.
 */
export function LoadNoteForm({
  load,
  onSaved,
}: {
  load: OrderLoadFieldsFragment;
  onSaved: (load: OrderLoadFieldsFragment) => void;
}) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(LoadNoteSaveDocument);
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(loadNoteInputSchema),
    mode: 'onTouched',
    defaultValues: { loadId: load.id, note: load.driverNote ?? '' },
  });
  const {
    register,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const error = shownFieldError(errors.note, touchedFields.note, isSubmitted);

  const submission = useSubmission(form, {
    send: (input) => {
      setSaved(false);
      return outcomeOf(save({ variables: { input } }), (data) => data.loadNoteSave);
    },
    fieldOf: fieldOfNames(['note'] as const),
    onSuccess: (answered) => {
      onSaved(answered);
      setSaved(true);
    },
  });

  return (
    <>
      <TextAreaForm
        name={`Note on load ${load.sequence}`}
        className={styles.noteForm}
        onSubmit={submission.onSubmit}
        fieldId={`${id}-note`}
        label={LOAD_NOTE_LABEL}
        error={error}
        optional
        maxLength={DISPATCH_LIMITS.loadNote}
        registration={register('note')}
        submission={submission}
        submitLabel="Save note"
        submittingLabel="Saving…"
        buttonClassName={styles.secondary}
        alertClassName={styles.alert}
      />
      <p role="status" className={styles.savedNote}>
        {saved ? 'Note saved.' : ''}
      </p>
    </>
  );
}
