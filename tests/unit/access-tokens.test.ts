import { afterEach, describe, expect, it } from 'vitest';

import { signAccessToken, verifyAccessToken } from '@/server/services/accounts/access-tokens';

/** Access tokens are verified once per key and kept: what a kept token may still do. */
describe('verifyAccessToken', () => {
  const original = process.env.JWT_SECRET;
  afterEach(() => {
    process.env.JWT_SECRET = original;
  });

  it('answers a token it has verified before the same way, until it expires', async () => {
    process.env.JWT_SECRET = 'first-secret-first-secret-first-secret-0123';
    const signedAt = new Date('2031-06-01T09:00:00Z');
    const token = await signAccessToken({ userId: 'u-1', companyId: 'c-1' }, signedAt);
    const claims = { userId: 'u-1', companyId: 'c-1', issuedAt: signedAt.getTime() / 1000 };
    expect(await verifyAccessToken(token, new Date('2031-06-01T09:01:00Z'))).toEqual(claims);
    expect(await verifyAccessToken(token, new Date('2031-06-01T09:14:59Z'))).toEqual(claims);
    expect(await verifyAccessToken(token, new Date('2031-06-01T09:15:00Z'))).toBeNull();
    expect(await verifyAccessToken(`${token}x`, new Date('2031-06-01T09:01:00Z'))).toBeNull();
  });

  it('refuses a token verified under a secret that has since changed', async () => {
    process.env.JWT_SECRET = 'first-secret-first-secret-first-secret-0123';
    const token = await signAccessToken({ userId: 'u-2' });
    expect(await verifyAccessToken(token)).toMatchObject({ userId: 'u-2' });
    process.env.JWT_SECRET = 'second-secret-second-secret-second-secr-456';
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('hands each caller its own claims', async () => {
    process.env.JWT_SECRET = 'first-secret-first-secret-first-secret-0123';
    const token = await signAccessToken({ userId: 'u-3', companyId: 'c-3' });
    const first = (await verifyAccessToken(token))!;
    first.companyId = 'changed';
    expect(await verifyAccessToken(token)).toMatchObject({ companyId: 'c-3' });
  });
});
