import { apiFailureOfRoute, NETWORK_FAILURE, type ApiFailure } from '@/lib/api-errors';

/** Where the embedded API takes resumes (multipart, one `file`). */
export const RESUME_UPLOAD_PATH = '/api/uploads/resume';

export type UploadOutcome = { ok: true; id: string } | { ok: false; failure: ApiFailure };

/**
 * Uploads the resume with XMLHttpRequest, whose upload progress events fetch does not offer;
 * `onProgress` gets 0..1. Resolves (never rejects) with the upload id or the coded error, read as
 * GraphQL's are (`apiFailureOfRoute`).
 */
export function uploadResume(
  file: File,
  onProgress: (fraction: number) => void,
  url: string = RESUME_UPLOAD_PATH,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { id?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.id) {
        onProgress(1);
        resolve({ ok: true, id: body.id });
        return;
      }
      resolve({ ok: false, failure: apiFailureOfRoute(body) });
    };
    xhr.onerror = () => resolve({ ok: false, failure: NETWORK_FAILURE });
    xhr.onabort = () => resolve({ ok: false, failure: NETWORK_FAILURE });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
