import { describe, expect, it } from 'vitest';

import { withDrainedBodyOnCancel } from '@/server/http/protocol';

/** A body of `chunks` chunks that records whether it was canceled and how many chunks were pulled. */
function recordedBody(chunks: number) {
  const record = { pulled: 0, canceled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (record.pulled === chunks) return controller.close();
      record.pulled += 1;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      record.canceled = true;
    },
  });
  const request = new Request('http://localhost/api/uploads/resume', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '203.0.113.9' },
    body: stream,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return { request, record };
}

describe('withDrainedBodyOnCancel (a body Next.js lets a handler abandon)', () => {
  it('passes the body, method and headers through unchanged', async () => {
    const { request } = recordedBody(3);
    const wrapped = withDrainedBodyOnCancel(request);
    expect(wrapped.method).toBe('POST');
    expect(wrapped.headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect((await wrapped.arrayBuffer()).byteLength).toBe(3 * 1024);
  });

  it('drains the rest of the body instead of canceling it when the reader gives up', async () => {
    const { request, record } = recordedBody(50);
    const reader = withDrainedBodyOnCancel(request).body!.getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => record.pulled).toBe(50);
    expect(record.canceled).toBe(false);
  });
});
