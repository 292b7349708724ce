import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '@/lib/validation';
import { type DatabaseHandle } from '@/server/db/database';
import { createOutboxMailer } from '@/server/services/mail/mailer';
import { contactMailLimits, handleSendMail } from '@/server/http/send-mail';
import {
  createTestApi,
  openTemplateDatabase,
  signUpContractor,
  type GraphQLResponse,
  type TestApi,
} from '../support/api';

process.env.JWT_SECRET = 'text-input-test-secret-text-input-test-secret-0123';

/**
 * Text with a control character or a lone surrogate half is refused where every text field is
 * validated (lib/validation), with a message naming the field: never a database error (PostgreSQL
 * cannot store U+0000) and never stored half-encoded. Line breaks and tabs pass only in
 * multi-line fields.
 */

let api: TestApi;
let token: string;
let addressCounter = 0;

async function call(query: string, variables: Record<string, unknown>, signedIn = false) {
  addressCounter += 1;
  const headers: Record<string, string> = { 'x-forwarded-for': `10.61.${addressCounter >> 8}.${addressCounter & 255}` };
  if (signedIn) headers.authorization = `Bearer ${token}`;
  const response = await api.request({ query, variables }, headers);
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

beforeAll(async () => {
  api = await createTestApi();
  ({ ordinary: token } = await signUpContractor(api, { email: 'texts@keystone.example', phone: '+1 416 555 0150' }));
});
afterAll(() => api.close());

const NUL = 'x\u0000y';

interface Case {
  mutation: string;
  document: string;
  variables: (bad: string) => Record<string, unknown>;
  /** The field the error names (the form's field name). */
  field: string;
  signedIn?: boolean;
}

const signUp = (overrides: Record<string, unknown>, identity: Record<string, unknown> = {}) => ({
  input: {
    identity: { email: 'new-texts@keystone.example', password: 'Concrete2024', ...identity },
    phone: '+1 416 555 0151',
    password: 'Concrete2024',
    source: 'web',
    fullName: 'Dana Whitfield',
    ...overrides,
  },
});
const SIGN_UP = `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }`;
const PARTNER_REQUEST = `mutation($input: PartnerRequestInput!) { partnerRequestCreate(input: $input) }`;
const NOTIFY = `mutation($input: DeliveryAreaNotifyInput!) { deliveryAreaNotifyRequest(input: $input) }`;
const APPLY = `mutation($job: ID!, $candidate: CareerCandidateInput!, $payload: CandidateRequestPayloadInput!) {
  internalCandidateRequestCreate(job: $job, candidate: $candidate, requestPayload: $payload) }`;
const JOB_SITE = `mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id } }`;
const application = (candidate: Record<string, unknown>, coverLetter = 'I poured slabs for ten years.') => ({
  job: '00000000-0000-4000-8000-000000000000',
  candidate: { fullName: 'Dana Whitfield', email: 'dana@keystone.example', ...candidate },
  payload: { coverLetter, resumeUploadId: '00000000-0000-4000-8000-000000000001' },
});

const cases: Case[] = [
  {
    mutation: 'signIn',
    document: `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`,
    variables: (bad) => ({ input: { login: bad, password: 'Concrete2024' } }),
    field: 'login',
  },
  {
    mutation: 'signIn',
    document: `mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`,
    variables: (bad) => ({ input: { login: 'dana@keystone.example', password: bad } }),
    field: 'password',
  },
  { mutation: 'contractorSignUp', document: SIGN_UP, variables: (bad) => signUp({}, { email: bad }), field: 'email' },
  { mutation: 'contractorSignUp', document: SIGN_UP, variables: (bad) => signUp({ fullName: bad }), field: 'fullName' },
  { mutation: 'contractorSignUp', document: SIGN_UP, variables: (bad) => signUp({ source: bad }), field: 'source' },
  {
    mutation: 'contractorSignUp',
    document: SIGN_UP,
    variables: (bad) => signUp({ referralCode: bad }),
    field: 'referralCode',
  },
  {
    mutation: 'volumePricingSubscribe',
    document: `mutation($input: VolumePricingSubscribeInput!) { volumePricingSubscribe(input: $input) }`,
    variables: (bad) => ({ input: { email: `dana${bad}@keystone.example` } }),
    field: 'email',
  },
  {
    mutation: 'partnerRequestCreate',
    document: PARTNER_REQUEST,
    variables: (bad) => ({ input: { companyName: bad } }),
    field: 'companyName',
  },
  {
    mutation: 'partnerRequestCreate',
    document: PARTNER_REQUEST,
    variables: (bad) => ({ input: { address: bad } }),
    field: 'address',
  },
  {
    mutation: 'deliveryAreaNotifyRequest',
    document: NOTIFY,
    variables: (bad) => ({ input: { email: `dana${bad}@keystone.example`, countryCode: 'CA', query: 'Toronto' } }),
    field: 'email',
  },
  {
    mutation: 'internalCandidateRequestCreate',
    document: APPLY,
    variables: (bad) => application({ fullName: bad }),
    field: 'fullName',
  },
  {
    mutation: 'internalCandidateRequestCreate',
    document: APPLY,
    variables: (bad) => application({}, bad),
    field: 'coverLetter',
  },
  {
    mutation: 'jobSiteCreate',
    document: JOB_SITE,
    variables: (bad) => ({ input: { name: bad } }),
    field: 'name',
    signedIn: true,
  },
  {
    mutation: 'jobSiteCreate',
    document: JOB_SITE,
    variables: (bad) => ({ input: { accessNotes: bad } }),
    field: 'accessNotes',
    signedIn: true,
  },
  {
    mutation: 'invitationCreate',
    document: `mutation($input: InvitationCreateInput!) { invitationCreate(input: $input) { id } }`,
    variables: (bad) => ({ input: { email: `crew${bad}@keystone.example`, role: 'partner_driver' } }),
    field: 'email',
    signedIn: true,
  },
  {
    mutation: 'creditAccountApply',
    document: `mutation($input: CreditAccountApplyInput!) { creditAccountApply(input: $input) { status } }`,
    variables: (bad) => ({ input: { legalName: bad } }),
    field: 'legalName',
    signedIn: true,
  },
  {
    mutation: 'bankAccountCreate',
    document: `mutation($input: BankAccountInput!) { bankAccountCreate(input: $input, idempotencyKey: "bank-texts-0001") { id } }`,
    variables: (bad) => ({ input: { paymentType: 'stripe_b2b_ca', fullName: bad } }),
    field: 'fullName',
    signedIn: true,
  },
];

describe('control characters in text fields', () => {
  it.each(cases.map((entry) => [`${entry.mutation} ${entry.field}`, entry] as const))(
    '%s with U+0000 answers BAD_USER_INPUT naming the field',
    async (_name, entry) => {
      const { status, body } = await call(entry.document, entry.variables(NUL), entry.signedIn);
      expect(status).toBe(200);
      const error = body.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(body)).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.fields?.[entry.field]).toBe(messages.unsafeText);
    },
  );

  it('refuses other control characters and lone surrogate halves the same way, but not emoji', async () => {
    const login = (value: string) =>
      call(`mutation($input: SignInInput!) { signIn(input: $input) { mainToken } }`, {
        input: { login: value, password: 'Concrete2024' },
      });
    for (const bad of ['a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b', 'a\udfffb', 'a\nb', 'a\tb']) {
      const { body } = await login(bad);
      expect(body.errors?.[0]?.extensions?.fields?.login, JSON.stringify(bad)).toBe(messages.unsafeText);
    }
    const { body } = await login('dana😀@keystone.example');
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps line breaks and tabs in multi-line text, and refuses them in single-line text', async () => {
    const letter = 'Dear team,\n\tI poured slabs for ten years.\r\nDana';
    const multi = await call(APPLY, application({}, letter));
    expect(multi.body.errors?.[0]?.extensions?.fields?.coverLetter).toBeUndefined();
    const single = await call(APPLY, application({ fullName: 'Dana\nWhitfield' }, letter));
    expect(single.body.errors?.[0]?.extensions?.fields?.fullName).toBe(messages.unsafeText);
  });
});

describe('POST /landing/send_mail', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTemplateDatabase();
  });
  afterAll(() => database.close());

  const send = (body: Record<string, string>) =>
    handleSendMail(
      new Request('http://localhost/landing/send_mail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      {
        mode: 'embedded',
        getDb: () => Promise.resolve(database.db),
        mailer: createOutboxMailer(),
        recipient: 'sales@buildmarket.example',
        rateLimits: contactMailLimits(100),
      },
    );

  it('answers 400 naming the field for U+0000 in the name, the email or the message', async () => {
    const valid = { name: 'Dana Whitfield', email: 'dana@keystone.example', message: 'Forty m3 tomorrow.\nThanks' };
    for (const field of ['name', 'email', 'message'] as const) {
      const response = await send({ ...valid, [field]: `${valid[field]}${NUL}` });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('BAD_USER_INPUT');
      expect(body.error.fields[field]).toBe(messages.unsafeText);
    }
    expect((await send(valid)).status).toBe(200);
  });
});
