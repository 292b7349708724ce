import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { companyMembers, invitations, suppliers, users } from '@/server/db/schema';
import { signAccessToken } from '@/server/services/accounts/access-tokens';
import type { OutgoingMail } from '@/server/services/mail/mailer';
import { createTestApi, type GraphQLResponse, type TestApi } from '../support/api';

// A fixed signing secret: nothing is written to DATA_DIR by these tests.
process.env.JWT_SECRET = 'invitations-test-secret-invitations-test-secret-0123';

// The invitation mail goes to a recording mailer (or one that fails, when a test says so).
const mail = vi.hoisted(() => ({ sent: [] as OutgoingMail[], failing: false }));
vi.mock('@/server/services/mail/mailer', () => ({
  getMailer: () => ({
    kind: 'outbox',
    send: (message: OutgoingMail) => {
      if (mail.failing) return Promise.reject(new Error('SMTP is down'));
      mail.sent.push(message);
      return Promise.resolve();
    },
  }),
}));

const SIGN_UP = /* GraphQL */ `
  mutation ContractorSignUp($input: ContractorSignUpInput!) {
    contractorSignUp(input: $input) {
      user {
        id
        email
        company {
          id
          name
        }
      }
      mainToken
    }
  }
`;
const INVITATION_FIELDS = 'id email role status invitedBy createdAt expiresAt';
const VIEW_FIELDS = 'companyName companyKind inviterName email role status expiresAt';
const CREATE = `mutation ($input: InvitationCreateInput!) { invitationCreate(input: $input) { ${INVITATION_FIELDS} } }`;
const REVOKE = `mutation ($id: ID!) { invitationRevoke(id: $id) { ${INVITATION_FIELDS} } }`;
const ACCEPT = `mutation ($token: String!) { invitationAccept(token: $token) { ${VIEW_FIELDS} } }`;
const REJECT = `mutation ($token: String!) { invitationReject(token: $token) { ${VIEW_FIELDS} } }`;
const BY_TOKEN = `query ($token: String!) { invitation(token: $token) { ${VIEW_FIELDS} } }`;
const TEAM = /* GraphQL */ `
  query {
    team {
      company { id name }
      viewerRole
      invitableRoles
      members { userId fullName email role }
      invitations { ${INVITATION_FIELDS} }
    }
  }
`;

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
  invitedBy: string | null;
  expiresAt: string;
}
interface InvitationView {
  companyName: string;
  companyKind: string;
  inviterName: string | null;
  email: string;
  role: string;
  status: string;
}
interface Team {
  company: { id: string; name: string };
  viewerRole: string;
  invitableRoles: string[];
  members: { userId: string; fullName: string; email: string; role: string }[];
  invitations: Invitation[];
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => {
  mail.sent.length = 0;
  mail.failing = false;
  vi.useRealTimers();
});

let counter = 0;
const nextAddress = () => `10.40.${Math.floor(counter / 250)}.${counter % 250}`;

async function call<TData = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  counter += 1;
  const response = await api.request(
    { query, variables },
    { 'x-forwarded-for': nextAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  );
  return { response, body: (await response.json()) as GraphQLResponse<TData> };
}

interface Account {
  userId: string;
  email: string;
  companyId: string;
  companyName: string;
  /** The ordinary token (acting within the account's own company). */
  token: string;
  mainToken: string;
}

/** A new contractor with their own company, signed in. */
async function contractor(name = 'Dana Whitfield', email?: string): Promise<Account> {
  counter += 1;
  const n = String(counter).padStart(4, '0');
  const input = {
    identity: { email: email ?? `member${n}@keystone.example`, password: 'Concrete2024' },
    phone: `+1416556${n}`,
    password: 'Concrete2024',
    source: 'web',
    fullName: name,
  };
  const { response, body } = await call<{
    contractorSignUp: {
      user: { id: string; email: string; company: { id: string; name: string } };
      mainToken: string;
    };
  }>(SIGN_UP, { input });
  const payload = body.data?.contractorSignUp;
  const token = response.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!payload || !token) throw new Error(`sign-up failed: ${JSON.stringify(body.errors)}`);
  return {
    userId: payload.user.id,
    email: payload.user.email,
    companyId: payload.user.company.id,
    companyName: payload.user.company.name,
    token,
    mainToken: payload.mainToken,
  };
}

/** A token acting within `companyId` (for a member who joined it). */
const tokenFor = (account: Account, companyId: string) => signAccessToken({ userId: account.userId, companyId });

const newEmail = () => {
  counter += 1;
  return `invitee${counter}@crew.example`;
};

/** The link's token from the last invitation mail to `email`. */
function tokenMailedTo(email: string): string {
  const message = [...mail.sent].reverse().find((sent) => sent.to === email);
  const match = /\/invite\/([A-Za-z0-9_-]{43})\b/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

async function invite(owner: Account, email: string, role = 'contractor_manager', token = owner.token) {
  const { body } = await call<{ invitationCreate: Invitation }>(CREATE, { input: { email, role } }, token);
  const created = body.data?.invitationCreate;
  if (!created) throw new Error(`invite failed: ${JSON.stringify(body.errors)}`);
  return { invitation: created, token: tokenMailedTo(email) };
}

async function invitationRows(companyId: string) {
  return api.db.select().from(invitations).where(eq(invitations.companyId, companyId));
}

async function membershipCount(companyId: string) {
  const [row] = await api.db
    .select({ value: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return row?.value ?? 0;
}

function expectError(body: GraphQLResponse, code: string, message?: string) {
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.extensions?.code).toBe(code);
  if (message) expect(body.errors?.[0]?.message).toBe(message);
}

describe('invitationCreate', () => {
  it('stores a pending invitation, mails a link with a 256-bit token, and keeps only its hash', async () => {
    const owner = await contractor('Olivia Owner');
    const email = newEmail();
    const { body } = await call<{ invitationCreate: Invitation }>(
      CREATE,
      { input: { email: `  ${email.toUpperCase()} `, role: 'partner_driver' } },
      owner.token,
    );
    expect(body.errors).toBeUndefined();
    const created = body.data?.invitationCreate;
    expect(created).toMatchObject({ email, role: 'partner_driver', status: 'pending', invitedBy: 'Olivia Owner' });
    const days = (Date.parse(created?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Nothing secret in the answer.
    expect(JSON.stringify(body)).not.toMatch(/token/i);

    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]?.to).toBe(email);
    expect(mail.sent[0]?.subject).toBe(`Olivia Owner invited you to join ${owner.companyName} on BuildMarket`);
    expect(mail.sent[0]?.text).toContain('as Partner driver');
    const token = tokenMailedTo(email);
    expect(mail.sent[0]?.text).toContain(`http://localhost:3000/invite/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await invitationRows(owner.companyId);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    [{ email: '', role: 'contractor_manager' }, 'email: Required'],
    [{ email: 'crew@example', role: 'contractor_manager' }, 'email: Incorrect E-mail'],
    [{ email: 'crew example@x.example', role: 'contractor_manager' }, 'email: Incorrect E-mail'],
  ])('answers BAD_USER_INPUT for %j, storing and mailing nothing', async (input, message) => {
    const owner = await contractor();
    const { body } = await call(CREATE, { input }, owner.token);
    expectError(body, 'BAD_USER_INPUT', message);
    expect(await invitationRows(owner.companyId)).toHaveLength(0);
    expect(mail.sent).toHaveLength(0);
  });

  it.each([
    ['contractor_owner', 'role: Invalid'],
    ['admin', 'role: Invalid'],
    ['', 'role: Required'],
  ])('refuses the role %j with BAD_USER_INPUT, storing and mailing nothing', async (role, message) => {
    const owner = await contractor();
    const { body } = await call(CREATE, { input: { email: newEmail(), role } }, owner.token);
    expectError(body, 'BAD_USER_INPUT', message);
    expect(await invitationRows(owner.companyId)).toHaveLength(0);
    expect(mail.sent).toHaveLength(0);
  });

  it('answers UNAUTHENTICATED when signed out, and for a forged token', async () => {
    const input = { email: newEmail(), role: 'partner_driver' };
    expectError((await call(CREATE, { input })).body, 'UNAUTHENTICATED');
    expectError((await call(CREATE, { input }, 'not.a.token')).body, 'UNAUTHENTICATED');
    expect(mail.sent).toHaveLength(0);
  });

  it('lets a foreman invite the crew only, and crew invite nobody (FORBIDDEN, nothing stored)', async () => {
    const owner = await contractor('Olivia Owner');
    const foreman = await contractor('Frank Foreman');
    const driver = await contractor('Dev Driver');
    await api.db.insert(companyMembers).values([
      { companyId: owner.companyId, userId: foreman.userId, role: 'contractor_manager' },
      { companyId: owner.companyId, userId: driver.userId, role: 'partner_driver' },
    ]);
    const foremanToken = await tokenFor(foreman, owner.companyId);
    const driverToken = await tokenFor(driver, owner.companyId);

    for (const role of ['contractor_manager', 'partner_manager']) {
      const { body } = await call(CREATE, { input: { email: newEmail(), role } }, foremanToken);
      expectError(body, 'FORBIDDEN', 'You may not invite people with this role');
    }
    for (const role of ['partner_driver', 'partner_contractor']) {
      const { body } = await call(CREATE, { input: { email: newEmail(), role } }, driverToken);
      expectError(body, 'FORBIDDEN');
    }
    expect(await invitationRows(owner.companyId)).toHaveLength(0);
    expect(mail.sent).toHaveLength(0);

    const allowed = await call<{ invitationCreate: Invitation }>(
      CREATE,
      { input: { email: newEmail(), role: 'partner_driver' } },
      foremanToken,
    );
    expect(allowed.body.data?.invitationCreate.invitedBy).toBe('Frank Foreman');

    const team = await call<{ team: Team }>(TEAM, {}, driverToken);
    expect(team.body.data?.team.invitableRoles).toEqual([]);
    expect(team.body.data?.team.invitations).toEqual([]);
    expect(team.body.data?.team.members.map((member) => member.fullName)).toEqual(
      expect.arrayContaining(['Olivia Owner', 'Frank Foreman', 'Dev Driver']),
    );
  });

  it('answers ALREADY_MEMBER for a member’s email, and replaces a pending invitation for the same email', async () => {
    const owner = await contractor();
    const self = await call(CREATE, { input: { email: owner.email, role: 'partner_driver' } }, owner.token);
    expectError(self.body, 'ALREADY_MEMBER', 'This person is already a member of your company');
    expect(self.body.errors?.[0]?.extensions?.fields).toEqual({
      email: 'This person is already a member of your company',
    });

    const email = newEmail();
    const first = await invite(owner, email, 'partner_driver');
    const second = await invite(owner, email, 'partner_manager');
    expect(second.token).not.toBe(first.token);
    const team = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(team.body.data?.team.invitations.map((i) => [i.email, i.role])).toEqual([[email, 'partner_manager']]);
    // The first link no longer works.
    const old = await call(REJECT, { token: first.token });
    expectError(old.body, 'INVITATION_NOT_PENDING', 'This invitation was canceled');
  });

  it('refuses to replace a pending invitation the caller may not revoke (FORBIDDEN, the first one untouched)', async () => {
    const owner = await contractor('Olivia Owner');
    const foreman = await contractor('Frank Foreman');
    await api.db
      .insert(companyMembers)
      .values({ companyId: owner.companyId, userId: foreman.userId, role: 'contractor_manager' });
    const foremanToken = await tokenFor(foreman, owner.companyId);
    const email = newEmail();
    const owners = await invite(owner, email, 'partner_manager');
    mail.sent.length = 0;

    const { body } = await call(CREATE, { input: { email, role: 'partner_driver' } }, foremanToken);
    expectError(body, 'FORBIDDEN', 'This email has a pending invitation you may not replace');
    expect(body.errors?.[0]?.extensions?.fields).toEqual({
      email: 'This email has a pending invitation you may not replace',
    });
    const rows = await invitationRows(owner.companyId);
    expect(rows.map((row) => [row.id, row.role, row.status])).toEqual([
      [owners.invitation.id, 'partner_manager', 'pending'],
    ]);
    expect(mail.sent).toHaveLength(0);
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token: owners.token });
    expect(view.body.data?.invitation).toMatchObject({ status: 'pending', role: 'partner_manager' });

    // A crew invitation, which the foreman may revoke, the foreman may also replace.
    const crewEmail = newEmail();
    const crew = await invite(owner, crewEmail, 'partner_driver');
    const replaced = await invite(foreman, crewEmail, 'partner_contractor', foremanToken);
    expect(replaced.invitation.role).toBe('partner_contractor');
    const old = await call<{ invitation: InvitationView }>(BY_TOKEN, { token: crew.token });
    expect(old.body.data?.invitation?.status).toBe('canceled');
  });

  it('puts everything back and answers UNAVAILABLE when the mail cannot be sent', async () => {
    const owner = await contractor();
    const email = newEmail();
    const first = await invite(owner, email, 'partner_driver');
    mail.failing = true;
    const { body } = await call(CREATE, { input: { email, role: 'partner_manager' } }, owner.token);
    expectError(body, 'UNAVAILABLE', 'The invitation email could not be sent. Please try again.');
    const rows = await invitationRows(owner.companyId);
    expect(rows.map((row) => [row.role, row.status])).toEqual([['partner_driver', 'pending']]);
    mail.failing = false;
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token: first.token });
    expect(view.body.data?.invitation?.status).toBe('pending');
  });
});

describe('team', () => {
  it('shows the caller’s company only: members and pending invitations', async () => {
    const owner = await contractor('Olivia Owner');
    const other = await contractor('Otto Other');
    const email = newEmail();
    await invite(owner, email);
    await invite(other, newEmail());

    const { body } = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(body.errors).toBeUndefined();
    const team = body.data?.team;
    expect(team?.company).toEqual({ id: owner.companyId, name: owner.companyName });
    expect(team?.viewerRole).toBe('contractor_owner');
    expect(team?.invitableRoles).toEqual([
      'contractor_manager',
      'partner_contractor',
      'partner_driver',
      'partner_manager',
    ]);
    expect(team?.members).toEqual([
      { userId: owner.userId, fullName: 'Olivia Owner', email: owner.email, role: 'contractor_owner' },
    ]);
    expect(team?.invitations.map((i) => i.email)).toEqual([email]);
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    expectError((await call(TEAM)).body, 'UNAUTHENTICATED');
  });
});

describe('invitationRevoke', () => {
  it('cancels a pending invitation: its link stops working', async () => {
    const owner = await contractor();
    const email = newEmail();
    const { invitation, token } = await invite(owner, email);
    const { body } = await call<{ invitationRevoke: Invitation }>(REVOKE, { id: invitation.id }, owner.token);
    expect(body.data?.invitationRevoke).toMatchObject({ id: invitation.id, status: 'canceled' });
    const team = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(team.body.data?.team.invitations).toEqual([]);
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('canceled');

    const again = await call(REVOKE, { id: invitation.id }, owner.token);
    expectError(again.body, 'INVITATION_NOT_PENDING', 'This invitation was canceled');
  });

  it('cannot touch another company’s invitation (NOT_FOUND, unchanged), nor a malformed id', async () => {
    const owner = await contractor();
    const stranger = await contractor();
    const { invitation, token } = await invite(owner, newEmail());
    expectError((await call(REVOKE, { id: invitation.id }, stranger.token)).body, 'NOT_FOUND', 'Invitation not found');
    expectError((await call(REVOKE, { id: 'not-a-uuid' }, owner.token)).body, 'NOT_FOUND');
    expectError((await call(REVOKE, { id: invitation.id })).body, 'UNAUTHENTICATED');
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('pending');
  });

  it('lets a foreman revoke crew invitations but not a manager’s (FORBIDDEN)', async () => {
    const owner = await contractor();
    const foreman = await contractor();
    await api.db
      .insert(companyMembers)
      .values({ companyId: owner.companyId, userId: foreman.userId, role: 'contractor_manager' });
    const foremanToken = await tokenFor(foreman, owner.companyId);
    const managerInvite = await invite(owner, newEmail(), 'partner_manager');
    const driverInvite = await invite(owner, newEmail(), 'partner_driver');
    expectError((await call(REVOKE, { id: managerInvite.invitation.id }, foremanToken)).body, 'FORBIDDEN');
    const revoked = await call<{ invitationRevoke: Invitation }>(
      REVOKE,
      { id: driverInvite.invitation.id },
      foremanToken,
    );
    expect(revoked.body.data?.invitationRevoke.status).toBe('canceled');
    const rows = await invitationRows(owner.companyId);
    expect(rows.find((row) => row.id === managerInvite.invitation.id)?.status).toBe('pending');
  });
});

describe('invitation (by token)', () => {
  it('shows company, inviter, email, role and status to whoever holds the link', async () => {
    const owner = await contractor('Olivia Owner');
    const email = newEmail();
    const { token } = await invite(owner, email, 'partner_contractor');
    const { body } = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(body.data?.invitation).toMatchObject({
      companyName: owner.companyName,
      inviterName: 'Olivia Owner',
      email,
      role: 'partner_contractor',
      status: 'pending',
    });
  });

  it.each(['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}!`, 'A'.repeat(500)])(
    'answers null for the unknown or malformed token %j',
    async (token) => {
      const { body } = await call<{ invitation: InvitationView | null }>(BY_TOKEN, { token });
      expect(body.errors).toBeUndefined();
      expect(body.data?.invitation).toBeNull();
    },
  );
});

describe('invitationAccept', () => {
  it('adds the membership with the invited role for the account with the invited email', async () => {
    const owner = await contractor('Olivia Owner');
    const email = newEmail();
    const { token } = await invite(owner, email, 'partner_manager');
    const invitee = await contractor('Ivy Invitee', email);
    const { body } = await call<{ invitationAccept: InvitationView }>(ACCEPT, { token }, invitee.mainToken);
    expect(body.errors).toBeUndefined();
    expect(body.data?.invitationAccept).toMatchObject({ status: 'accepted', role: 'partner_manager', email });
    const [membership] = await api.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, owner.companyId), eq(companyMembers.userId, invitee.userId)));
    expect(membership?.role).toBe('partner_manager');

    // The inviter's team shows the new member, and the invitation has left the pending list.
    const team = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(team.body.data?.team.members.map((m) => [m.fullName, m.role])).toEqual([
      ['Olivia Owner', 'contractor_owner'],
      ['Ivy Invitee', 'partner_manager'],
    ]);
    expect(team.body.data?.team.invitations).toEqual([]);
    // The invitee acting within the company sees the same team, with their own role.
    const theirs = await call<{ team: Team }>(TEAM, {}, await tokenFor(invitee, owner.companyId));
    expect(theirs.body.data?.team.viewerRole).toBe('partner_manager');
    expect(theirs.body.data?.team.company.id).toBe(owner.companyId);

    // The link is used up: accepting or rejecting again changes nothing.
    const members = await membershipCount(owner.companyId);
    const again = await call(ACCEPT, { token }, invitee.mainToken);
    expectError(again.body, 'INVITATION_NOT_PENDING', 'This invitation was already confirmed');
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ status: 'accepted' });
    expectError(
      (await call(REJECT, { token })).body,
      'INVITATION_NOT_PENDING',
      'This invitation was already confirmed',
    );
    expect(await membershipCount(owner.companyId)).toBe(members);
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('accepted');
  });

  it('refuses an account with another email (FORBIDDEN), leaving the invitation pending', async () => {
    const owner = await contractor();
    const email = newEmail();
    const { token } = await invite(owner, email);
    const someoneElse = await contractor();
    const { body } = await call(ACCEPT, { token }, someoneElse.mainToken);
    expectError(body, 'FORBIDDEN', `This invitation was sent to ${email}. Sign in with that email to accept it.`);
    expect(await membershipCount(owner.companyId)).toBe(1);
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('pending');
  });

  it('answers UNAUTHENTICATED when signed out', async () => {
    const owner = await contractor();
    const { token } = await invite(owner, newEmail());
    expectError((await call(ACCEPT, { token })).body, 'UNAUTHENTICATED');
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('pending');
  });

  it.each(['', 'nonsense', 'B'.repeat(43)])(
    'answers NOT_FOUND with the spec’s message for the token %j',
    async (token) => {
      const account = await contractor();
      const { body } = await call(ACCEPT, { token }, account.mainToken);
      expectError(body, 'NOT_FOUND', 'Something went wrong!');
    },
  );

  it('refuses an expired invitation, adding nothing', async () => {
    const owner = await contractor();
    const email = newEmail();
    const { token } = await invite(owner, email);
    const invitee = await contractor('Late Larry', email);
    await api.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.companyId, owner.companyId));
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation?.status).toBe('expired');
    const { body } = await call(ACCEPT, { token }, invitee.mainToken);
    expectError(body, 'INVITATION_NOT_PENDING', 'This invitation has expired');
    expect(body.errors?.[0]?.extensions).toMatchObject({ status: 'expired' });
    expectError((await call(REJECT, { token })).body, 'INVITATION_NOT_PENDING', 'This invitation has expired');
    expect(await membershipCount(owner.companyId)).toBe(1);
    // The inviter still sees it, as expired, and may cancel it.
    const team = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(team.body.data?.team.invitations.map((i) => i.status)).toEqual(['expired']);
  });
});

describe('invitationReject', () => {
  it('rejects by the link alone; the invitation can no longer be accepted', async () => {
    const owner = await contractor();
    const email = newEmail();
    const { token } = await invite(owner, email, 'partner_driver');
    const { body } = await call<{ invitationReject: InvitationView }>(REJECT, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.invitationReject).toMatchObject({ status: 'rejected', email, role: 'partner_driver' });
    const invitee = await contractor('Rita Rejects', email);
    expectError(
      (await call(ACCEPT, { token }, invitee.mainToken)).body,
      'INVITATION_NOT_PENDING',
      'This invitation was rejected',
    );
    expect(await membershipCount(owner.companyId)).toBe(1);
    const team = await call<{ team: Team }>(TEAM, {}, owner.token);
    expect(team.body.data?.team.invitations).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown token', async () => {
    expectError((await call(REJECT, { token: 'C'.repeat(43) })).body, 'NOT_FOUND', 'Something went wrong!');
  });
});

describe('contractorSignUp from an invitation', () => {
  /** NorthPeak Ready Mix's owner, acting within the supplier company. */
  async function supplierOwner() {
    const [northPeak] = await api.db
      .select({ companyId: suppliers.companyId })
      .from(suppliers)
      .where(eq(suppliers.slug, 'northpeak-ready-mix'));
    const companyId = northPeak!.companyId!;
    const [owner] = await api.db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'supplier_owner')));
    return { companyId, token: await signAccessToken({ userId: owner!.userId, companyId }) };
  }

  const signUpInput = (email: string, invitationToken: string) => {
    counter += 1;
    return {
      identity: { email, password: 'Concrete2024' },
      phone: `+1416557${String(counter).padStart(4, '0')}`,
      password: 'Concrete2024',
      source: 'web',
      fullName: 'Dev Driver',
      invitationToken,
    };
  };

  async function membershipsOf(email: string) {
    return api.db
      .select({ companyId: companyMembers.companyId, role: companyMembers.role })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(users.email, email));
  }

  it('joins the supplier as its driver, named as the supplier names it, with no contractor company of their own', async () => {
    const supplier = await supplierOwner();
    const email = newEmail();
    const { body: created } = await call(CREATE, { input: { email, role: 'partner_driver' } }, supplier.token);
    expect(created.errors).toBeUndefined();
    expect(mail.sent.at(-1)?.text).toContain('on BuildMarket as Driver.');
    expect(mail.sent.at(-1)?.text).toMatch(/The link works until [A-Z][a-z]{2} \d{1,2}, \d{4}, .+ UTC and only/);
    const token = tokenMailedTo(email);
    const view = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(view.body.data?.invitation).toMatchObject({ companyKind: 'supplier', role: 'partner_driver' });

    const { body } = await call<{ contractorSignUp: { user: { company: { id: string; name: string } } } }>(SIGN_UP, {
      input: signUpInput(email, token),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.contractorSignUp.user.company.id).toBe(supplier.companyId);
    expect(await membershipsOf(email)).toEqual([{ companyId: supplier.companyId, role: 'partner_driver' }]);
    const again = await call<{ invitation: InvitationView }>(BY_TOKEN, { token });
    expect(again.body.data?.invitation?.status).toBe('accepted');
  });

  it('refuses another email (FORBIDDEN) and a used link (INVITATION_NOT_PENDING), storing no account', async () => {
    const owner = await contractor('Olivia Owner');
    const email = newEmail();
    const { token } = await invite(owner, email);

    const other = newEmail();
    const wrong = await call(SIGN_UP, { input: signUpInput(other, token) });
    expectError(wrong.body, 'FORBIDDEN', `This invitation was sent to ${email}. Sign in with that email to accept it.`);
    expect(await api.db.select().from(users).where(eq(users.email, other))).toHaveLength(0);

    await call(REJECT, { token });
    const used = await call(SIGN_UP, { input: signUpInput(email, token) });
    expectError(used.body, 'INVITATION_NOT_PENDING');
    expect(await api.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await membershipCount(owner.companyId)).toBe(1);
  });
});
