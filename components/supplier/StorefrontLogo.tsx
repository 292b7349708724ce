'use client';

import { useApolloClient } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from '@/lib/toast';

import formStyles from '@/components/forms/Form.module.scss';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import { SupplierStorefrontDocument, type SupplierStorefrontFieldsFragment } from '@/graphql/generated/client/graphql';
import { refusalMessage, uploadWithSession } from '@/lib/apollo/upload';
import { LOGO_LIMITS, STOREFRONT_MESSAGES } from '@/lib/validation/storefront';

import styles from './Supplier.module.scss';

/** The upload route of server/http/logo-upload.ts. */
const LOGO_UPLOAD_PATH = '/api/uploads/logo';
const NO_CONNECTION = 'No connection: the logo was not changed. Try again.';

function rejectionReason(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes(ErrorCode.TooManyFiles)) return 'Drop one image: the logo is one file.';
  if (codes.includes(ErrorCode.FileTooLarge)) return STOREFRONT_MESSAGES.logoSize;
  return STOREFRONT_MESSAGES.logoType;
}

/**
 * The storefront's logo: shown as the storefront shows it, replaced by dropping or choosing an
 * image (uploaded at once, checked again by its content on the server), or removed. The owner and
 * managers change it, like the colour.
 */
export function StorefrontLogo({ settings }: { settings: SupplierStorefrontFieldsFragment }) {
  const id = useId();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (init: { method: 'POST' | 'DELETE'; body?: FormData }, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await uploadWithSession(client, LOGO_UPLOAD_PATH, init);
      if (!response) return setFailure(NO_CONNECTION);
      if (!response.ok) return setFailure(await refusalMessage(response, 'The logo could not be saved. Try again.'));
      await client.refetchQueries({ include: [SupplierStorefrontDocument] });
      toast.success(done);
    } finally {
      setBusy(false);
    }
  };

  const { getRootProps, getInputProps, isDragReject } = useDropzone({
    accept: Object.fromEntries(LOGO_LIMITS.contentTypes.map((type) => [type, []])),
    multiple: false,
    maxSize: LOGO_LIMITS.maxBytes,
    disabled: !settings.mayEdit || busy,
    onDrop: (accepted, rejections) => {
      const [rejection] = rejections;
      if (rejection) return setFailure(`${rejection.file.name}: ${rejectionReason(rejection)}`);
      const [file] = accepted;
      if (!file) return;
      const body = new FormData();
      body.append('file', file, file.name);
      void send({ method: 'POST', body }, 'Logo saved: your storefront shows it now.');
    },
  });

  const stateId = `${id}-state`;
  const failureId = `${id}-failure`;
  return (
    <section aria-labelledby={`${id}-title`} className={ordersStyles.stack}>
      <h2 id={`${id}-title`}>Logo</h2>
      {settings.logo ? (
        // The supplier's own image, from this site: the storefront's header shows it at this size.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={settings.logo} alt={`${settings.name} logo`} width={96} height={48} className={styles.logoPreview} />
      ) : (
        <p>No logo yet: your storefront shows your name alone.</p>
      )}
      {settings.mayEdit ? (
        <>
          <input {...getInputProps({ id: `${id}-file`, 'aria-label': 'Logo image' })} />
          <div
            {...getRootProps({
              className: styles.dropzone,
              'aria-describedby': [stateId, failure ? failureId : null].filter(Boolean).join(' '),
              'aria-invalid': failure ? true : undefined,
            })}
            role="button"
            aria-label={settings.logo ? 'Replace the logo' : 'Upload a logo'}
          >
            <p id={stateId} aria-live="polite">
              {busy
                ? 'Saving the logo…'
                : isDragReject
                  ? STOREFRONT_MESSAGES.logoType
                  : 'Drag an image here, or press to choose one. PNG, JPEG or WebP, up to 1 MB; a wide logo on a plain background reads best.'}
            </p>
          </div>
          {failure && (
            <p id={failureId} role="alert" className={formStyles.alert}>
              {failure}
            </p>
          )}
          {settings.logo && (
            <div>
              <button
                type="button"
                className={ordersStyles.secondary}
                disabled={busy}
                onClick={() => void send({ method: 'DELETE' }, 'Logo removed.')}
              >
                Remove the logo
              </button>
            </div>
          )}
        </>
      ) : (
        <p className={ordersStyles.muted}>Only the owner and managers change the storefront.</p>
      )}
    </section>
  );
}
