'use client';

import { useApolloClient, useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';

import { FormField, describedBy } from '@/components/forms/FormField';
import formStyles from '@/components/forms/Form.module.scss';
import { Form } from '@/components/ui/Form';
import ordersStyles from '@/components/ui/Workspace.module.scss';
import supplierStyles from '@/components/supplier/Supplier.module.scss';
import {
  SupplierQualityPaperAttachDocument,
  SupplierQualityPaperRemoveDocument,
  type SupplierProductFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf, answerOfRejection } from '@/lib/apollo/errors';
import { refusalMessage, uploadWithSession } from '@/lib/apollo/upload';
import { formatDate } from '@/lib/order/format';
import { toast } from '@/lib/toast';
import {
  QUALITY_PAPER_KIND_LABELS,
  QUALITY_PAPER_KINDS,
  QUALITY_PAPER_LIMITS,
  QUALITY_PAPER_MESSAGES,
  qualityPaperAttachSchema,
  type QualityPaperKind,
} from '@/lib/validation/quality-papers';

/** The upload route of server/http/quality-papers.ts. */
const uploadPath = (productId: string) => `/api/uploads/product-documents?product=${encodeURIComponent(productId)}`;
const NO_CONNECTION = 'No connection: the paper was not attached. Try again.';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

function rejectionReason(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes(ErrorCode.TooManyFiles)) return 'Drop one PDF at a time.';
  if (codes.includes(ErrorCode.FileTooLarge)) return QUALITY_PAPER_MESSAGES.tooLarge;
  return QUALITY_PAPER_MESSAGES.notPdf;
}

type Product = SupplierProductFieldsFragment;
type Upload = { id: string; fileName: string };
type FieldErrors = Partial<Record<'kind' | 'title' | 'uploadId', string>>;

/**
 * A product's quality papers in the catalogue: the ones in force, each to open or remove, and a
 * form to attach another (the PDF dropped or chosen is uploaded at once and checked by its content
 * on the server; its kind and title are checked with the API's schema). Orders carry the papers in
 * force when placed, so removing one never takes it off an order placed before.
 */
export function QualityPapers({ product, onChanged }: { product: Product; onChanged: () => Promise<unknown> }) {
  const id = useId();
  const client = useApolloClient();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [kind, setKind] = useState<QualityPaperKind>('mix_design');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [attach, attaching] = useMutation(SupplierQualityPaperAttachDocument);
  const [remove, removing] = useMutation(SupplierQualityPaperRemoveDocument);

  const send = async (file: File) => {
    setUploading(true);
    setFailure(null);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const response = await uploadWithSession(client, uploadPath(product.id), { method: 'POST', body });
      if (!response) return setFailure(NO_CONNECTION);
      if (!response.ok)
        return setFailure(await refusalMessage(response, 'The paper could not be uploaded. Try again.'));
      const stored = (await response.json()) as Upload;
      setUpload(stored);
      setErrors((current) => ({ ...current, uploadId: undefined }));
      if (!title.trim()) setTitle(stored.fileName.replace(/\.pdf$/i, '').slice(0, QUALITY_PAPER_LIMITS.title));
    } finally {
      setUploading(false);
    }
  };

  const { getRootProps, getInputProps, isDragReject } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    multiple: false,
    maxSize: QUALITY_PAPER_LIMITS.fileBytes,
    disabled: uploading,
    onDrop: (accepted, rejections) => {
      const [rejection] = rejections;
      if (rejection) return setFailure(`${rejection.file.name}: ${rejectionReason(rejection)}`);
      const [file] = accepted;
      if (file) void send(file);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = qualityPaperAttachSchema.safeParse({ uploadId: upload?.id ?? '', kind, title });
    if (!parsed.success) {
      const shown: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        shown[field] ??= field === 'uploadId' ? QUALITY_PAPER_MESSAGES.required : issue.message;
      }
      return setErrors(shown);
    }
    setErrors({});
    const result = await attach({ variables: { input: parsed.data } }).catch(answerOfRejection);
    const attached = result.data?.supplierQualityPaperAttach;
    if (!attached) return setFailure(apiFailureOf(result.error).message);
    toast.success(QUALITY_PAPER_MESSAGES.added(attached.title));
    setUpload(null);
    setTitle('');
    await onChanged();
  };

  const onRemove = async (paper: Product['qualityPapers'][number]) => {
    const result = await remove({ variables: { id: paper.id } }).catch(answerOfRejection);
    if (!result.data?.supplierQualityPaperRemove) return toast.error(apiFailureOf(result.error).message);
    toast.success(QUALITY_PAPER_MESSAGES.removed(paper.title));
    await onChanged();
  };

  const fileId = `${id}-file`;
  const stateId = `${id}-state`;
  const failureId = `${id}-failure`;
  return (
    <div className={ordersStyles.stack}>
      <h2 id={`${id}-title`}>Quality papers of {product.name}</h2>
      <p className={ordersStyles.muted}>
        Mix designs, safety data sheets and certificates travel with each order and e-ticket. An order keeps the papers
        in force when it was placed.
      </p>
      {product.qualityPapers.length === 0 ? (
        <p>No quality papers yet.</p>
      ) : (
        <ul className={ordersStyles.stack} aria-labelledby={`${id}-title`}>
          {product.qualityPapers.map((paper) => (
            <li key={paper.id} className={ordersStyles.actions}>
              <span>
                {QUALITY_PAPER_KIND_LABELS[paper.kind]}:{' '}
                <a href={paper.url} download>
                  {paper.title}
                </a>{' '}
                <span className={ordersStyles.muted}>
                  (PDF, {sizeLabel(paper.sizeBytes)}, added {formatDate(paper.addedAt.slice(0, 10))})
                </span>
              </span>
              <button
                type="button"
                className={ordersStyles.secondary}
                disabled={removing.loading}
                aria-label={`Remove ${paper.title}`}
                onClick={() => void onRemove(paper)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <Form className={formStyles.form} noValidate aria-labelledby={`${id}-add`} onSubmit={(e) => void onSubmit(e)}>
        <h3 id={`${id}-add`}>Attach a paper</h3>
        <input {...getInputProps({ id: fileId, 'aria-label': 'Quality paper (PDF)' })} />
        <div
          {...getRootProps({
            className: supplierStyles.dropzone,
            'aria-describedby': [stateId, failure ? failureId : null, errors.uploadId ? `${fileId}-error` : null]
              .filter(Boolean)
              .join(' '),
            'aria-invalid': failure || errors.uploadId ? true : undefined,
          })}
          role="button"
          aria-label={upload ? 'Choose another PDF' : 'Choose a PDF'}
        >
          <p id={stateId} aria-live="polite">
            {uploading
              ? 'Uploading the paper…'
              : upload
                ? `${upload.fileName} is uploaded: give it a kind and a title, then attach it.`
                : isDragReject
                  ? QUALITY_PAPER_MESSAGES.notPdf
                  : 'Drag a PDF here, or press to choose one. Up to 10 MB.'}
          </p>
        </div>
        {errors.uploadId && (
          <p id={`${fileId}-error`} className={formStyles.error}>
            {errors.uploadId}
          </p>
        )}
        {failure && (
          <p id={failureId} role="alert" className={formStyles.alert}>
            {failure}
          </p>
        )}
        <FormField id={`${id}-kind`} label="Kind" error={errors.kind}>
          <select
            id={`${id}-kind`}
            className={formStyles.control}
            value={kind}
            aria-describedby={describedBy(`${id}-kind`, errors.kind)}
            onChange={(event) => setKind(event.target.value as QualityPaperKind)}
          >
            {QUALITY_PAPER_KINDS.map((value) => (
              <option key={value} value={value}>
                {QUALITY_PAPER_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-paper-title`} label="Title" error={errors.title}>
          <input
            id={`${id}-paper-title`}
            type="text"
            autoComplete="off"
            className={formStyles.control}
            value={title}
            maxLength={QUALITY_PAPER_LIMITS.title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy(`${id}-paper-title`, errors.title)}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <div className={formStyles.buttons}>
          <button type="submit" className={ordersStyles.primary} disabled={attaching.loading || uploading}>
            Attach the paper
          </button>
        </div>
      </Form>
    </div>
  );
}
