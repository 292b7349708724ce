// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { ResumeDropzone } from '@/components/careers/ResumeDropzone';
import { RESUME_MAX_BYTES } from '@/lib/validation/careers';

afterEach(cleanup);

function Harness() {
  const [file, setFile] = useState<File | null>(null);
  return <ResumeDropzone id="resume" file={file} onChange={setFile} />;
}

const pdf = (name = 'resume.pdf', size?: number) =>
  new File([size ? new Uint8Array(size) : '%PDF-1.4'], name, { type: 'application/pdf' });

const zone = () => screen.getByTestId('resume-dropzone');
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** A drop event react-dropzone reads its files (and, while dragging, their types) from. */
function dataTransfer(files: File[]) {
  return {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  };
}

/** Fires an event and lets react-dropzone's asynchronous file reading settle. */
const fire = (event: () => unknown) =>
  act(async () => {
    event();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('ResumeDropzone', () => {
  it('accepts one PDF and lists it as the accepted file', async () => {
    render(<Harness />);
    await userEvent.upload(input(), pdf());
    expect((await screen.findByRole('list', { name: 'Accepted file' })).textContent).toMatch(/^resume\.pdf \(1 KB\)/);
    expect(screen.queryByRole('list', { name: 'Rejected files' })).toBeNull();
  });

  it('rejects a file that is not a PDF, with the reason, and accepts nothing', async () => {
    render(<Harness />);
    await fire(() => fireEvent.drop(zone(), dataTransfer([new File(['hello'], 'notes.txt', { type: 'text/plain' })])));
    const rejected = await screen.findByRole('list', { name: 'Rejected files' });
    expect(rejected.textContent).toBe('notes.txt: Only PDF files are accepted.');
    expect(screen.getByText('None yet.')).toBeTruthy();
  });

  it('rejects a PDF larger than 10 MB', async () => {
    render(<Harness />);
    await fire(() => fireEvent.drop(zone(), dataTransfer([pdf('big.pdf', RESUME_MAX_BYTES + 1)])));
    expect((await screen.findByRole('list', { name: 'Rejected files' })).textContent).toBe(
      'big.pdf: The file is larger than 10 MB.',
    );
  });

  it('rejects both of two PDFs dropped at once (spec: more than one accepted file is rejected), with the reason', async () => {
    render(<Harness />);
    await fire(() => fireEvent.drop(zone(), dataTransfer([pdf('a.pdf'), pdf('b.pdf')])));
    const rejected = await screen.findByRole('list', { name: 'Rejected files' });
    expect(
      within(rejected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.pdf: Please attach a single file.', 'b.pdf: Please attach a single file.']);
    expect(screen.queryByRole('list', { name: 'Accepted file' })).toBeNull();
    expect(screen.getByText('None yet.')).toBeTruthy();
  });

  it('shows focus, and whether a drag will be accepted or rejected', async () => {
    render(<Harness />);
    act(() => zone().focus());
    await waitFor(() => expect(zone().dataset.focused).toBe('true'));

    await fire(() => fireEvent.dragEnter(zone(), dataTransfer([pdf()])));
    await waitFor(() => expect(zone().dataset.dragAccept).toBe('true'));
    expect(screen.getByText('Drop the PDF to attach it.')).toBeTruthy();
    await fire(() => fireEvent.dragLeave(zone(), dataTransfer([pdf()])));

    await fire(() => fireEvent.dragEnter(zone(), dataTransfer([new File(['x'], 'photo.png', { type: 'image/png' })])));
    await waitFor(() => expect(zone().dataset.dragReject).toBe('true'));
    expect(screen.getByText('This file will be refused: drop a single PDF.')).toBeTruthy();
  });

  it('marks the file dialog as active while it is open', async () => {
    render(<Harness />);
    // jsdom has no file picker: opening it is the input's click, and focus has not come back yet.
    await fire(() => fireEvent.click(zone()));
    await waitFor(() => expect(zone().dataset.dialogActive).toBe('true'));
    expect(screen.getByText('Choose your resume in the file dialog.')).toBeTruthy();
  });
});
