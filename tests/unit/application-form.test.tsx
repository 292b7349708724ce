// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApplicationForm } from '@/components/careers/ApplicationForm';

const JOB_ID = '5b0c7a4e-2f1d-4c3e-9a8b-7c6d5e4f3a2b';
const UPLOAD_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** A stand-in XMLHttpRequest the test drives: progress, then the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  url = '';
  body: FormData | undefined;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeXhr.last = undefined;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const graphQLAnswer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

async function fillIn() {
  const user = userEvent.setup();
  render(<ApplicationForm jobId={JOB_ID} jobTitle="Product Designer" endpoint="/api/gql" />);
  await user.type(screen.getByLabelText('Full name'), 'Jordan Reyes');
  await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
  await user.type(screen.getByLabelText('Cover letter'), 'Hello');
  await user.upload(
    document.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }),
  );
  await screen.findByText(/resume\.pdf \(/);
  return user;
}

describe('ApplicationForm', () => {
  it('uploads the resume with progress, then sends the application and confirms', async () => {
    fetchMock.mockImplementation(() => graphQLAnswer({ data: { internalCandidateRequestCreate: true } }));
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(FakeXhr.last?.url).toBe('/api/uploads/resume');
    expect((FakeXhr.last?.body?.get('file') as File).name).toBe('resume.pdf');
    act(() => FakeXhr.last?.progress(40, 100));
    expect(screen.getByLabelText<HTMLProgressElement>('Uploading your resume').value).toBe(40);
    act(() => FakeXhr.last?.answer(201, { id: UPLOAD_ID }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you! Your application for Product Designer was sent. We will get back to you by email.',
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect((JSON.parse(init?.body as string) as { variables: unknown }).variables).toEqual({
      job: JOB_ID,
      candidate: { fullName: 'Jordan Reyes', email: 'jordan@example.com' },
      requestPayload: { coverLetter: 'Hello', resumeUploadId: UPLOAD_ID },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
  });

  it('keeps everything on a failure and shows the coded message; a retry reuses the upload', async () => {
    fetchMock.mockImplementationOnce(() =>
      graphQLAnswer({
        data: null,
        errors: [
          { message: 'Too many attempts. Please try again in 5 minutes.', extensions: { code: 'RATE_LIMITED' } },
        ],
      }),
    );
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last?.answer(201, { id: UPLOAD_ID }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 5 minutes. (RATE_LIMITED)',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Jordan Reyes');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Cover letter').value).toBe('Hello');
    expect(screen.getByText(/resume\.pdf \(/)).toBeTruthy();

    FakeXhr.last = undefined;
    fetchMock.mockImplementationOnce(() => graphQLAnswer({ data: { internalCandidateRequestCreate: true } }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByRole('status');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('shows the server refusing the content next to the resume, keeping the form', async () => {
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() =>
      FakeXhr.last?.answer(415, { error: { code: 'UNSUPPORTED_FILE', message: 'Only PDF files are accepted.' } }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Only PDF files are accepted.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('jordan@example.com');
  });
});
