// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormField } from '@/components/forms/FormField';
import { FormFooter } from '@/components/forms/FormFooter';
import { shownFieldError } from '@/components/forms/fieldErrors';
import { fieldOfNames, useSubmission } from '@/components/forms/useSubmission';
import { Form } from '@/components/ui/Form';
import { apiFailureOfRoute, NETWORK_ERROR_MESSAGE, type ApiOutcome } from '@/lib/api-errors';

afterEach(cleanup);

type Values = { name: string; email: string };
type Send = (values: Values) => Promise<ApiOutcome<Values>>;

function Subscribe({ send, onSuccess }: { send: Send; onSuccess?: (saved: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
  const submission = useSubmission(form, { send, fieldOf: fieldOfNames(['name', 'email'] as const), onSuccess });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const emailError = shownFieldError(errors.email, touchedFields.email, isSubmitted);
  return (
    <Form aria-label="Subscribe" noValidate onSubmit={submission.onSubmit}>
      <FormField id="name" label="Name">
        <input id="name" {...form.register('name')} />
      </FormField>
      <FormField id="email" label="Email" error={emailError}>
        <input id="email" {...form.register('email')} />
      </FormField>
      <FormFooter submission={submission} label="Subscribe" pendingLabel="Subscribing…" />
    </Form>
  );
}

const refused = (code: string, message: string, fields: Record<string, string> = {}): ApiOutcome<Values> => ({
  ok: false,
  failure: { code, message, fields },
});

async function fillAndSend(send: Send, onSuccess?: (saved: Values) => void) {
  const user = userEvent.setup();
  render(<Subscribe send={send} onSuccess={onSuccess} />);
  await user.type(screen.getByLabelText('Name'), 'Dana');
  await user.type(screen.getByLabelText('Email'), 'dana@keystone.example');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return user;
}

describe('useSubmission and FormFooter: one way to send a form', () => {
  it("puts a field's message next to that field, focused, and keeps what was typed", async () => {
    await fillAndSend(() =>
      Promise.resolve(refused('EMAIL_TAKEN', 'Refused', { email: 'This email is already registered' })),
    );
    expect(await screen.findByText('This email is already registered')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('dana@keystone.example');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal no field takes in the alert, and clears it on the next send', async () => {
    let answer = refused('RATE_LIMITED', 'Too many attempts. Try again in a minute.', { other: 'Not on this form' });
    const user = await fillAndSend(() => Promise.resolve(answer));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    expect(screen.getByLabelText('Name')).toHaveValue('Dana');

    answer = { ok: true, data: { name: 'Dana', email: 'dana@keystone.example' } };
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('disables the button and says so while sending, then hands the answer on', async () => {
    let answer: (outcome: ApiOutcome<Values>) => void = () => undefined;
    const onSuccess = vi.fn();
    await fillAndSend(() => new Promise((resolve) => (answer = resolve)), onSuccess);
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();

    answer({ ok: true, data: { name: 'Dana', email: 'dana@keystone.example' } });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledWith(
      { name: 'Dana', email: 'dana@keystone.example' },
      { name: 'Dana', email: 'dana@keystone.example' },
    );
  });
});

describe('apiFailureOfRoute: a JSON route refuses as GraphQL does', () => {
  it('reads the code, message and field messages of `{ error }`', () => {
    expect(
      apiFailureOfRoute({ error: { code: 'BAD_USER_INPUT', message: 'Invalid input', fields: { name: 'Required' } } }),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid input', fields: { name: 'Required' } });
  });

  it('takes an answer that is no refusal for a network failure', () => {
    expect(apiFailureOfRoute(null)).toEqual({ message: NETWORK_ERROR_MESSAGE, fields: {} });
    expect(apiFailureOfRoute('<html>')).toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });
});
