// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactToastify from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AuthModal } from '@/components/auth/AuthModal';
import { SignUpForm } from '@/components/forms/SignUpForm';

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/sign-up' }));
// The forms' error toasts, if they showed any (they must not: their errors have places on the form).
const toasts = vi.hoisted(() => ({ error: vi.fn<(message: string) => void>() }));
vi.mock('react-toastify', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactToastify>();
  return { ...actual, toast: Object.assign(actual.toast, { error: toasts.error }) };
});

interface SignUpRequest {
  variables: { input: Record<string, unknown> };
}

/** The API's answer to one sign-up; the requests are recorded. */
let answer: () => Response | Promise<Response>;
const requests: SignUpRequest[] = [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  requests.length = 0;
  router.push.mockReset();
  router.replace.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEWER = {
  id: 'u1',
  email: 'dana@keystone.example',
  phone: '+14165550142',
  fullName: 'Dana Whitfield',
  referralCode: 'DANA2345',
  company: { id: 'c1', name: "Dana Whitfield's company", referralCreditCents: 2000 },
};

const signedUp = () =>
  Response.json(
    { data: { contractorSignUp: { user: VIEWER, mainToken: 'main-token' } } },
    { headers: { authorization: 'Bearer ordinary-token', 'x-refresh-token': 'refresh-token' } },
  );

/** Renders with the API answering through `answer` (the forms send one plain fetch to /api/gql). */
function renderWithApi(ui: React.ReactNode) {
  toasts.error.mockReset();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    expect(input).toBe('/api/gql');
    requests.push(JSON.parse(init?.body as string) as SignUpRequest);
    return answer();
  });
  const user = userEvent.setup();
  render(ui);
  return { user, notifyError: toasts.error };
}

function renderForm(props: { referralCode?: string } = {}) {
  const { user, notifyError } = renderWithApi(<SignUpForm {...props} />);
  const form = screen.getByRole('form', { name: 'Sign up' });
  return {
    user,
    notifyError,
    form,
    email: within(form).getByLabelText<HTMLInputElement>('Email'),
    phone: within(form).getByLabelText<HTMLInputElement>('Phone'),
    password: within(form).getByLabelText<HTMLInputElement>('Password'),
    confirmPassword: within(form).getByLabelText<HTMLInputElement>('Confirm password'),
    fullName: within(form).getByLabelText<HTMLInputElement>('Full name'),
    referralCode: within(form).getByLabelText<HTMLInputElement>(/Referral code/),
    submit: within(form).getByRole('button', { name: /create account/i }),
  };
}

/** The message shown next to a field's label (the first id of its aria-describedby). */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return id?.endsWith('-error') ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function fillValid(ui: ReturnType<typeof renderForm>) {
  await ui.user.type(ui.email, 'dana@keystone.example');
  await ui.user.type(ui.phone, '4165550142');
  await ui.user.type(ui.password, 'Concrete2024');
  await ui.user.type(ui.confirmPassword, 'Concrete2024');
  await ui.user.type(ui.fullName, 'Dana Whitfield');
}

describe('SignUpForm validation', () => {
  it('shows nothing before a field is touched, then "Required" next to each required field on submit', async () => {
    const ui = renderForm();
    await ui.user.type(ui.email, 'dana');
    expect(errorOf(ui.email)).toBeNull();

    await ui.user.clear(ui.email);
    await ui.user.click(ui.submit);
    expect(errorOf(ui.email)).toBe('Required');
    expect(errorOf(ui.phone)).toBe('Required');
    expect(errorOf(ui.password)).toBe('Required');
    expect(errorOf(ui.fullName)).toBe('Required');
    expect(errorOf(ui.referralCode)).toBeNull();
    expect(ui.email).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('says "Incorrect E-mail" and "Incorrect Phone Number" once the field is left', async () => {
    const ui = renderForm();
    await ui.user.type(ui.email, 'dana@keystone');
    await ui.user.tab();
    expect(errorOf(ui.email)).toBe('Incorrect E-mail');

    await ui.user.type(ui.phone, '416');
    await ui.user.tab();
    expect(errorOf(ui.phone)).toBe('Incorrect Phone Number');
    await ui.user.type(ui.phone, '5550142');
    expect(errorOf(ui.phone)).toBeNull();
  });

  it.each([
    ['CONCRETE2024', 'Password must contain at least one lowercase letter'],
    ['concrete2024', 'Password must contain at least one uppercase letter'],
    ['Concrete', 'Password must contain at least one number'],
    ['Con1', 'Password must contain 8 or more characters'],
    // Fails three rules: only the first message shows.
    ['CONCRETE', 'Password must contain at least one lowercase letter'],
  ])('says, for the password %s, only "%s"', async (typed, message) => {
    const ui = renderForm();
    await ui.user.type(ui.password, typed);
    await ui.user.tab();
    expect(errorOf(ui.password)).toBe(message);
  });

  it('says "Password should match" as soon as the confirmation differs, even with other fields empty', async () => {
    const ui = renderForm();
    await ui.user.type(ui.password, 'Concrete2024');
    await ui.user.type(ui.confirmPassword, 'Concrete2025');
    await ui.user.tab();
    expect(errorOf(ui.confirmPassword)).toBe('Password should match');
    // Fixing the password fixes the confirmation.
    await ui.user.clear(ui.password);
    await ui.user.type(ui.password, 'Concrete2025');
    await waitFor(() => expect(errorOf(ui.confirmPassword)).toBeNull());
  });

  it('fills the referral code from a referral link', () => {
    const ui = renderForm({ referralCode: 'DANA2345' });
    expect(ui.referralCode).toHaveValue('DANA2345');
  });
});

describe('SignUpForm submission', () => {
  it('signs up with the E.164 phone, stores the tokens and goes to /app?referral=true with a referral code', async () => {
    let release: () => void = () => undefined;
    answer = () => new Promise((resolve) => (release = () => resolve(signedUp())));
    const ui = renderForm({ referralCode: 'dana2345' });
    await fillValid(ui);
    await ui.user.click(ui.submit);

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(ui.submit).toBeDisabled();
    expect(requests[0]?.variables.input).toEqual({
      identity: { email: 'dana@keystone.example', password: 'Concrete2024' },
      phone: '+14165550142',
      password: 'Concrete2024',
      source: 'web',
      fullName: 'Dana Whitfield',
      referralCode: 'DANA2345',
    });
    release();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/app?referral=true'));
    expect(JSON.parse(window.localStorage.getItem('buildmarket.session') ?? '{}')).toEqual({
      token: 'ordinary-token',
      refreshToken: 'refresh-token',
      mainToken: 'main-token',
    });
    // The toast waits for /app, whose layout shows it.
    expect(window.sessionStorage.getItem('buildmarket.pending-toast')).toBe('Signed Up Successfully.');
  });

  it('goes to /app without ?referral when no code was given', async () => {
    answer = signedUp;
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/app'));
  });

  it('shows an email already registered next to the email, keeps everything typed, and toasts nothing', async () => {
    answer = () =>
      Response.json({
        data: null,
        errors: [
          {
            message: 'An account with this email already exists',
            extensions: { code: 'EMAIL_TAKEN', fields: { email: 'An account with this email already exists' } },
          },
        ],
      });
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);

    await waitFor(() => expect(errorOf(ui.email)).toBe('An account with this email already exists'));
    expect(ui.email).toHaveValue('dana@keystone.example');
    expect(ui.phone).toHaveValue('(416) 555-0142');
    expect(ui.password).toHaveValue('Concrete2024');
    expect(ui.fullName).toHaveValue('Dana Whitfield');
    expect(ui.email).toHaveFocus();
    expect(ui.notifyError).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('buildmarket.session')).toBeNull();
  });

  it('shows a rate limit, and an unreachable server, in an alert', async () => {
    answer = () =>
      Response.json({
        data: null,
        errors: [
          { message: 'Too many attempts. Please try again in 60 minutes.', extensions: { code: 'RATE_LIMITED' } },
        ],
      });
    const ui = renderForm();
    await fillValid(ui);
    await ui.user.click(ui.submit);
    expect(await within(ui.form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 60 minutes.',
    );

    answer = () => {
      throw new TypeError('fetch failed');
    };
    await ui.user.click(ui.submit);
    await waitFor(() => expect(within(ui.form).getByRole('alert')).toHaveTextContent('We could not reach the server.'));
    expect(ui.email).toHaveValue('dana@keystone.example');
  });
});

describe('AuthModal', () => {
  it('opens on sign-in and switches to sign-up and back', async () => {
    const { user } = renderWithApi(<AuthModal open onClose={() => undefined} reason="Sign in to place this order." />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText('Sign in to place this order.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email or phone')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    const signUp = screen.getByRole('dialog', { name: 'Create your contractor account' });
    expect(within(signUp).getByRole('form', { name: 'Sign up' })).toBeInTheDocument();

    await user.click(within(signUp).getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("carries over the checkout's contact info: name, email and phone into sign-up, the email into sign-in", async () => {
    const { user } = renderWithApi(
      <AuthModal
        open
        onClose={() => undefined}
        onAuthenticated={() => undefined}
        you={{ fullName: 'Dana Whitfield', email: 'dana@keystone.example', phone: '+14165550142' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Email or phone')).toHaveValue('dana@keystone.example');

    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    const signUp = within(screen.getByRole('dialog', { name: 'Create your contractor account' }));
    expect(signUp.getByLabelText('Full name')).toHaveValue('Dana Whitfield');
    expect(signUp.getByLabelText('Email')).toHaveValue('dana@keystone.example');
    expect(signUp.getByLabelText<HTMLInputElement>('Phone').value.replace(/\D/g, '')).toBe('4165550142');
    expect(signUp.getByLabelText('Password')).toHaveValue('');
  });
});
