'use client';

import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { placeFieldErrors, shownFieldError } from '@/components/forms/fieldErrors';
import { TextAreaForm } from '@/components/forms/TextAreaForm';
import { LoadNoteSaveDocument, type OrderLoadFieldsFragment } from '@/graphql/generated/client/graphql';
import { answerOfRejection, apiFailureOf } from '@/lib/apollo/errors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(LoadNoteSaveDocument);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = useForm<Values, unknown, Valid>({
    resolver: zodResolver(loadNoteInputSchema),
    mode: 'onTouched',
    defaultValues: { loadId: load.id, note: load.driverNote ?? '' },
  });
  const error = shownFieldError(errors.note, touchedFields.note, isSubmitted);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    setSaved(false);
    const result = await save({ variables: { input } }).catch(answerOfRejection);
    const answered = result.data?.loadNoteSave;
    if (answered) {
      onSaved(answered);
      setSaved(true);
      return;
    }
    const outcome = apiFailureOf(result.error);
    if (!placeFieldErrors(outcome.fields, (name) => (name === 'note' ? 'note' : undefined), setError)) {
      setFailure(outcome.message);
    }
  });

  return (
    <>
      <TextAreaForm
        name={`Note on load ${load.sequence}`}
        className={styles.noteForm}
        onSubmit={(event) => void onSubmit(event)}
        fieldId={`${id}-note`}
        label={LOAD_NOTE_LABEL}
        error={error}
        optional
        maxLength={DISPATCH_LIMITS.loadNote}
        registration={register('note')}
        failure={failure}
        submitting={isSubmitting}
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
