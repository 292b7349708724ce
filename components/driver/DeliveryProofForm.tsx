'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormField, describedBy } from '@/components/forms/FormField';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { FormFooter } from '@/components/forms/FormFooter';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import {
  LoadDeliverDocument,
  type OrderLoadFieldsFragment,
  type ProductType,
} from '@/graphql/generated/client/graphql';
import { outcomeOf } from '@/lib/apollo/errors';
import { refusalMessage, uploadWithSession } from '@/lib/apollo/upload';
import {
  loadDeliveryInputSchema,
  PROOF_LIMITS,
  SIGNATURE_REQUIRED_MESSAGE,
  type LoadDeliveryFormValues,
  type LoadDeliveryInput,
  type ProofImageKind,
} from '@/lib/validation/dispatch';

import styles from './Driver.module.scss';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

/** Where the phone sends the signature and the photo (the embedded API's route). */
export const proofUploadPath = (loadId: string, kind: ProofImageKind) =>
  `/api/uploads/delivery/${encodeURIComponent(loadId)}/${kind}`;

/** A photo resized on the phone: at most PROOF_LIMITS.photoPixels on its longer side, as a JPEG. */
export async function resizedPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, PROOF_LIMITS.photoPixels / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.82));
  } catch {
    return file;
  }
}

const isConcrete = (productType: ProductType) => productType === 'readyMix' || productType === 'volumetric';

export interface DeliveryProofFormProps {
  load: OrderLoadFieldsFragment;
  productType: ProductType;
  onDelivered: (load: OrderLoadFieldsFragment) => void;
}

/**
 * Delivered, with its proof: who received the load and their signature drawn on the phone, the
 * quantity delivered (the load's unless told), for concrete the water added and the slump, and a
 * photo if the driver takes one. The images go up first (checked by the server), then the rest
 * with the delivered step. What was typed and drawn stays on any failure.
 */
export function DeliveryProofForm({ load, productType, onDelivered }: DeliveryProofFormProps) {
  const id = useId();
  const client = useApolloClient();
  const pad = useRef<SignaturePadHandle>(null);
  const [signed, setSigned] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [deliver] = useMutation(LoadDeliverDocument);
  const form = useForm<LoadDeliveryFormValues, unknown, LoadDeliveryInput>({
    resolver: zodResolver(loadDeliveryInputSchema),
    mode: 'onTouched',
    defaultValues: { loadId: load.id, deliveredQuantity: load.quantity, receivedBy: '' },
  });
  const {
    register,
    watch,
    formState: { errors, touchedFields, isSubmitted },
  } = form;
  const shown = (name: 'receivedBy' | 'deliveredQuantity' | 'waterAddedLitres' | 'slumpMm') =>
    shownFieldError(errors[name], touchedFields[name], isSubmitted);
  const concrete = isConcrete(productType);
  const ids = {
    receivedBy: `${id}-received-by`,
    quantity: `${id}-quantity`,
    water: `${id}-water`,
    slump: `${id}-slump`,
    signature: `${id}-signature`,
    photo: `${id}-photo`,
  };

  /** Uploads one image with the session's token. */
  const upload = async (kind: ProofImageKind, body: Blob): Promise<string | null> => {
    const image = new FormData();
    image.append('file', body, kind === 'signature' ? 'signature.png' : 'photo.jpg');
    const response = await uploadWithSession(client, proofUploadPath(load.id, kind), { body: image });
    if (!response) return 'No connection: nothing was lost, try again when the phone has a signal.';
    if (response.ok) return null;
    return refusalMessage(response, `The ${kind} could not be sent. Try again.`);
  };

  /** Said with the other fields' messages, not after them. */
  const checkSignature = () => {
    if (!signed) setSignatureError(SIGNATURE_REQUIRED_MESSAGE);
  };

  const submission = useSubmission(form, {
    send: async (input) => {
      checkSignature();
      const signature = await pad.current?.toPng();
      if (!signature) {
        setSignatureError(SIGNATURE_REQUIRED_MESSAGE);
        return null;
      }
      const signatureRefused = await upload('signature', signature);
      if (signatureRefused) return { ok: false, failure: { message: signatureRefused, fields: {} } };
      if (photo) {
        const photoRefused = await upload('photo', await resizedPhoto(photo));
        if (photoRefused) return { ok: false, failure: { message: photoRefused, fields: {} } };
      }
      return outcomeOf(deliver({ variables: { input } }), (data) => data.loadDeliver);
    },
    fieldOf: fieldOfNames(['receivedBy', 'deliveredQuantity', 'waterAddedLitres', 'slumpMm'] as const),
    onSuccess: onDelivered,
    onInvalid: checkSignature,
  });

  const unit = load.unit === 'm3' ? 'm³' : load.unit === 'yd' ? 'yd³' : load.unit;
  return (
    <Form className={styles.proofForm} aria-labelledby={`${id}-title`} noValidate onSubmit={submission.onSubmit}>
      <h3 id={`${id}-title`}>Record the delivery</h3>
      <FormField id={ids.receivedBy} label="Received by" error={shown('receivedBy')}>
        <input
          id={ids.receivedBy}
          className={styles.input}
          autoComplete="name"
          aria-invalid={shown('receivedBy') ? true : undefined}
          aria-describedby={describedBy(ids.receivedBy, shown('receivedBy'))}
          {...register('receivedBy')}
        />
      </FormField>
      <FormField id={ids.quantity} label={`Quantity delivered (${unit})`} error={shown('deliveredQuantity')}>
        <input
          id={ids.quantity}
          className={styles.input}
          type="number"
          inputMode="decimal"
          step="0.01"
          aria-invalid={shown('deliveredQuantity') ? true : undefined}
          aria-describedby={describedBy(ids.quantity, shown('deliveredQuantity'))}
          {...register('deliveredQuantity', { valueAsNumber: true })}
        />
      </FormField>
      {concrete && (
        <>
          <FormField id={ids.water} label="Water added on site (litres)" error={shown('waterAddedLitres')} optional>
            <input
              id={ids.water}
              className={styles.input}
              type="number"
              inputMode="decimal"
              step="0.1"
              aria-invalid={shown('waterAddedLitres') ? true : undefined}
              aria-describedby={describedBy(ids.water, shown('waterAddedLitres'))}
              {...register('waterAddedLitres', {
                setValueAs: (value: string) => (value === '' ? null : Number(value)),
              })}
            />
          </FormField>
          <FormField
            id={ids.slump}
            label="Slump (mm)"
            error={shown('slumpMm')}
            optional
            hint="If the contractor asked for a slump test."
          >
            <input
              id={ids.slump}
              className={styles.input}
              type="number"
              inputMode="numeric"
              step="1"
              aria-invalid={shown('slumpMm') ? true : undefined}
              aria-describedby={describedBy(ids.slump, shown('slumpMm'), 'hint')}
              {...register('slumpMm', { setValueAs: (value: string) => (value === '' ? null : Number(value)) })}
            />
          </FormField>
        </>
      )}
      <FormField
        id={ids.signature}
        label="Signature of the person receiving the load"
        error={signatureError ?? undefined}
      >
        <SignaturePad
          ref={pad}
          id={ids.signature}
          typedName={watch('receivedBy') ?? ''}
          describedBy={signatureError ? `${ids.signature}-error` : undefined}
          onChange={(next) => {
            setSigned(next);
            if (next) setSignatureError(null);
          }}
        />
      </FormField>
      <FormField id={ids.photo} label="Photo of the delivery" optional hint="Resized on the phone before it is sent.">
        <input
          id={ids.photo}
          className={styles.input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          aria-describedby={`${ids.photo}-hint`}
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <FormFooter
        submission={submission}
        label={signed ? 'Delivered: send the proof' : 'Delivered'}
        pendingLabel="Sending…"
        buttonClassName={styles.stepButton}
        alertClassName={styles.alert}
        alertFirst
      />
    </Form>
  );
}
