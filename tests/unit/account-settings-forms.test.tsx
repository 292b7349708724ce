// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CompanyForm } from '@/components/settings/CompanyForm';
import { PasswordForm } from '@/components/settings/PasswordForm';
import { ProfileForm } from '@/components/settings/ProfileForm';
import type { CompanySettingsFieldsFragment } from '@/graphql/generated/client/graphql';

import { renderWithFakeApi, type Answer, type ApiRequest } from '../support/fake-api';

afterEach(cleanup);

function renderForm(ui: React.ReactNode, handlers: Record<string, Answer> = {}) {
  const requests: ApiRequest[] = [];
  const rendered = renderWithFakeApi(ui, () => handlers, requests);
  return { ...rendered, requests };
}

const refusal = (code: string, message: string, fields: Record<string, string>) => ({
  errors: [{ message, extensions: { code, fields } }],
});

const viewer = {
  __typename: 'Viewer',
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'dana@keystone.example',
  phone: '+14165550100',
  fullName: 'Dana Whitfield',
  referralCode: 'ABCD2345',
  company: null,
  role: null,
  companies: [],
};

describe('ProfileForm (name, phone, email)', () => {
  it('checks the fields before sending, then sends them and says they are saved', async () => {
    const onSaved = vi.fn();
    const { user, requests } = renderForm(<ProfileForm viewer={viewer} onSaved={onSaved} />, {
      AccountProfileUpdate: (variables) => ({
        data: { accountProfileUpdate: { ...viewer, ...(variables.input as object) } },
      }),
    });
    const form = screen.getByRole('form', { name: 'Your details' });
    await user.clear(within(form).getByLabelText('Full name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save your details' }));
    expect(await within(form).findByText('Required')).toBeVisible();
    expect(within(form).getByText('Incorrect E-mail')).toBeVisible();
    expect(requests).toEqual([]);

    await user.type(within(form).getByLabelText('Full name'), 'Dana W. Whitfield');
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'dana.w@keystone.example');
    await user.click(within(form).getByRole('button', { name: 'Save your details' }));
    expect(await within(form).findByText('Your details are saved.')).toBeVisible();
    expect(requests.map((request) => request.variables)).toEqual([
      { input: { fullName: 'Dana W. Whitfield', phone: '+14165550100', email: 'dana.w@keystone.example' } },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('says on its field that the email is taken, and keeps what was typed', async () => {
    const message = 'An account with this email already exists';
    const { user } = renderForm(<ProfileForm viewer={viewer} onSaved={vi.fn()} />, {
      AccountProfileUpdate: () => refusal('EMAIL_TAKEN', message, { email: message }),
    });
    const form = screen.getByRole('form', { name: 'Your details' });
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'taken@keystone.example');
    await user.click(within(form).getByRole('button', { name: 'Save your details' }));
    expect(await within(form).findByText(message)).toBeVisible();
    expect(within(form).getByLabelText('Email')).toHaveValue('taken@keystone.example');
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Your details are saved.')).toBeNull();
  });
});

describe('PasswordForm (current password, new one twice)', () => {
  async function fill(user: ReturnType<typeof renderForm>['user'], values: [string, string, string]) {
    const form = screen.getByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText('Current password'), values[0]);
    await user.type(within(form).getByLabelText('New password'), values[1]);
    await user.type(within(form).getByLabelText('Confirm new password'), values[2]);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  }

  it("applies the spec's password rules and the confirmation before sending", async () => {
    const { user, requests } = renderForm(<PasswordForm />);
    const form = await fill(user, ['Concrete2024', 'granite2025', 'granite2024']);
    expect(await within(form).findByText('Password must contain at least one uppercase letter')).toBeVisible();
    expect(within(form).getByText('Password should match')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('sends the current and the new password (not the confirmation); a wrong current one is said on its field', async () => {
    const wrong = 'The current password is not correct';
    const { user, requests } = renderForm(<PasswordForm />, {
      AccountPasswordChange: () => refusal('BAD_USER_INPUT', `currentPassword: ${wrong}`, { currentPassword: wrong }),
    });
    const form = await fill(user, ['Concrete2023', 'Granite2025', 'Granite2025']);
    expect(await within(form).findByText(wrong)).toBeVisible();
    expect(requests[0]!.variables).toEqual({ input: { currentPassword: 'Concrete2023', newPassword: 'Granite2025' } });
    expect(within(form).getByLabelText('New password')).toHaveValue('Granite2025');
  });

  it('empties the form and says the other sessions ended once changed', async () => {
    const { user } = renderForm(<PasswordForm />, {
      AccountPasswordChange: () => ({
        data: { accountPasswordChange: { __typename: 'AuthPayload', user: viewer, mainToken: 'main-token' } },
      }),
    });
    const form = await fill(user, ['Concrete2024', 'Granite2025', 'Granite2025']);
    expect(
      await within(form).findByText('Your password is changed. You were signed out everywhere else.'),
    ).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
  });
});

describe('CompanyForm (name and address for invoices)', () => {
  const settings: CompanySettingsFieldsFragment & { __typename: 'CompanySettings' } = {
    __typename: 'CompanySettings',
    id: '00000000-0000-4000-8000-0000000000c1',
    name: "Dana Whitfield's company",
    address: null,
    editable: true,
  };
  const answer: Answer = (variables) => {
    const input = variables.input as { name: string; address: Record<string, string> | null };
    return {
      data: {
        companySettingsUpdate: {
          ...settings,
          name: input.name,
          address: input.address && { __typename: 'CompanyAddress', ...input.address },
        },
      },
    };
  };

  it('asks for the whole address once any of it is typed, and a postal code of the country', async () => {
    const { user, requests } = renderForm(<CompanyForm settings={settings} onSaved={vi.fn()} />, {
      CompanySettingsUpdate: answer,
    });
    const form = screen.getByRole('form', { name: 'Your company' });
    await user.type(within(form).getByLabelText('Street address'), '200 Bay St');
    await user.type(within(form).getByLabelText('Postal code'), '90210');
    await user.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(2);
    expect(requests).toEqual([]);

    await user.type(within(form).getByLabelText('City'), 'Toronto');
    await user.type(within(form).getByLabelText('Province or state'), 'ON');
    await user.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(await within(form).findByText('Invalid')).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('sends the name and the address (postal code in its format), and says invoices bill to them', async () => {
    const onSaved = vi.fn();
    const { user, requests } = renderForm(<CompanyForm settings={settings} onSaved={onSaved} />, {
      CompanySettingsUpdate: answer,
    });
    const form = screen.getByRole('form', { name: 'Your company' });
    await user.clear(within(form).getByLabelText('Company name'));
    await user.type(within(form).getByLabelText('Company name'), 'Keystone Builders Ltd');
    await user.type(within(form).getByLabelText('Street address'), '200 Bay St');
    await user.type(within(form).getByLabelText('City'), 'Toronto');
    await user.type(within(form).getByLabelText('Province or state'), 'ON');
    await user.type(within(form).getByLabelText('Postal code'), 'm5j2j2');
    await user.click(within(form).getByRole('button', { name: 'Save the company' }));
    expect(await within(form).findByText('Saved: invoices bill to this name and address.')).toBeVisible();
    expect(requests[0]!.variables).toEqual({
      input: {
        name: 'Keystone Builders Ltd',
        address: { street: '200 Bay St', city: 'Toronto', region: 'ON', postalCode: 'M5J 2J2', country: 'CA' },
      },
    });
    expect(within(form).getByLabelText('Postal code')).toHaveValue('M5J 2J2');
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('sends no address when it is left blank', async () => {
    const { user, requests } = renderForm(<CompanyForm settings={settings} onSaved={vi.fn()} />, {
      CompanySettingsUpdate: answer,
    });
    await user.click(screen.getByRole('button', { name: 'Save the company' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.variables).toEqual({ input: { name: "Dana Whitfield's company", address: null } });
  });

  it('shows a member who may not change them the name and address, and who may', () => {
    renderForm(
      <CompanyForm
        settings={{
          ...settings,
          editable: false,
          address: { street: '200 Bay St', city: 'Toronto', region: 'ON', postalCode: 'M5J 2J2', country: 'CA' },
        }}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('200 Bay St, Toronto, ON M5J 2J2, Canada')).toBeVisible();
    expect(screen.getByText('Only the company’s owner can change its name and address.')).toBeVisible();
  });
});
