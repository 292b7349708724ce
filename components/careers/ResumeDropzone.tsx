'use client';

import { useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';

import { RESUME_MAX_BYTES, RESUME_MIME_TYPE, resumeMessages } from '@/lib/validation/careers';

import styles from './Careers.module.scss';

export interface RejectedFile {
  name: string;
  reason: string;
}

/** The reason shown for a file the drop zone refused. */
export function rejectionReason(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes(ErrorCode.TooManyFiles)) return resumeMessages.tooMany;
  if (codes.includes(ErrorCode.FileInvalidType)) return resumeMessages.notPdf;
  if (codes.includes(ErrorCode.FileTooLarge)) return resumeMessages.tooLarge;
  return rejection.errors[0]?.message ?? resumeMessages.notPdf;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface ResumeDropzoneProps {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** An error from the form or the upload (e.g. the server refused the content). */
  error?: string;
  disabled?: boolean;
}

/**
 * The resume drop zone (spec: one PDF). It shows its states (focused, file dialog open, a drag
 * it will accept or reject) and the accepted and the rejected files separately, each rejection
 * with its reason: not a PDF, larger than 10 MB, or more than one file (then every file is refused).
 */
export function ResumeDropzone({ id, file, onChange, error, disabled }: ResumeDropzoneProps) {
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const { getRootProps, getInputProps, isFocused, isFileDialogActive, isDragActive, isDragAccept, isDragReject } =
    useDropzone({
      accept: { [RESUME_MIME_TYPE]: ['.pdf'] },
      multiple: false,
      maxFiles: 1,
      maxSize: RESUME_MAX_BYTES,
      disabled,
      onDrop: (accepted, rejections) => {
        const refused = rejections.map((rejection) => ({
          name: rejection.file.name,
          reason: rejectionReason(rejection),
        }));
        // react-dropzone keeps the first of several PDFs; the spec rejects them all when only one may be
        // given (which one was meant is the person's choice, not the drop order's).
        const tooMany = rejections.some((rejection) => rejectionReason(rejection) === resumeMessages.tooMany);
        if (tooMany) {
          setRejected([...accepted.map((file) => ({ name: file.name, reason: resumeMessages.tooMany })), ...refused]);
          onChange(null);
          return;
        }
        setRejected(refused);
        if (accepted[0]) onChange(accepted[0]);
        else if (rejections.length > 0) onChange(null);
      },
    });

  const state = isDragReject
    ? 'This file will be refused: drop a single PDF.'
    : isDragAccept
      ? 'Drop the PDF to attach it.'
      : isFileDialogActive
        ? 'Choose your resume in the file dialog.'
        : 'Drag your resume here, or press to choose a file. One PDF, up to 10 MB.';
  const errorId = `${id}-error`;
  const stateId = `${id}-state`;

  return (
    <div>
      {/* Outside the drop zone: a file input inside a role=button element would be nested interactive content. */}
      <input {...getInputProps({ id, 'aria-label': 'Resume (PDF)' })} />
      <div
        {...getRootProps({
          className: styles.dropzone,
          'aria-labelledby': `${id}-label`,
          'aria-describedby': [stateId, error ? errorId : null].filter(Boolean).join(' '),
          'aria-invalid': error ? true : undefined,
          'aria-disabled': disabled ? true : undefined,
        })}
        role="button"
        data-focused={isFocused}
        data-dialog-active={isFileDialogActive}
        data-drag-active={isDragActive}
        data-drag-accept={isDragAccept}
        data-drag-reject={isDragReject}
        data-testid="resume-dropzone"
      >
        <p id={`${id}-label`}>
          <strong>Resume (PDF)</strong>
        </p>
        <p id={stateId} aria-live="polite">
          {state}
        </p>
      </div>
      {error && (
        <p id={errorId} className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <div className={styles.fileLists}>
        <div>
          <h4 id={`${id}-accepted`}>Accepted file</h4>
          {file ? (
            <ul aria-labelledby={`${id}-accepted`}>
              <li>
                {file.name} ({formatSize(file.size)}){' '}
                {!disabled && (
                  <button
                    type="button"
                    onClick={() => {
                      setRejected([]);
                      onChange(null);
                    }}
                  >
                    Remove<span className={styles.visuallyHidden}> {file.name}</span>
                  </button>
                )}
              </li>
            </ul>
          ) : (
            <p>None yet.</p>
          )}
        </div>
        {rejected.length > 0 && (
          <div className={styles.rejected}>
            <h4 id={`${id}-rejected`}>Rejected files</h4>
            <ul aria-labelledby={`${id}-rejected`}>
              {rejected.map((item, index) => (
                <li key={`${item.name}-${index}`}>
                  {item.name}: {item.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
