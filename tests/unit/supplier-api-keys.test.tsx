// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiKeys, SECRET_SHOWN_ONCE_MESSAGE } from '@/components/supplier/ApiKeys';
import type { SupplierApiKeyFieldsFragment } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { messages } from '@/lib/validation/messages';
import { supplierApiKeyLimitMessage } from '@/lib/validation/supplier-api-keys';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

/**
 * The Developers page: the supplier's keys (never a key itself), creating one (the key shown
 * once, then gone), revoking one only after a confirmation, and the API's refusals where they belong.
 */

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/supplier/developers' }));
const toasts = vi.hoisted(() => ({
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
}));
vi.mock('react-toastify', () => ({ toast: toasts }));

const NORTHPEAK = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'NorthPeak Ready Mix',
  kind: 'supplier' as const,
};
const VIEWER = {
  __typename: 'Viewer',
  id: 'u1',
  email: 'dispatch@northpeak.example',
  phone: null,
  fullName: 'Dana Dispatch',
  referralCode: 'DANA2345',
  company: { ...NORTHPEAK, referralCreditCents: 0 },
  role: 'partner_manager',
  companies: [{ company: NORTHPEAK, role: 'partner_manager' }],
};

const ENDPOINT = 'https://buildmarket.example/api/gql';
const SECRET = `bm_sk_${'Q'.repeat(43)}`;

const key = (overrides: Partial<SupplierApiKeyFieldsFragment> = {}): SupplierApiKeyFieldsFragment =>
  Object.assign(
    { __typename: 'SupplierApiKey' },
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Accounting',
      prefix: 'bm_sk_AbCd',
      createdByName: 'Dana Dispatch',
      createdAt: '2026-11-01T14:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
      ...overrides,
    },
  );

/** An in-memory API: the keys it holds, changed by the mutations as the server would. */
let stored: SupplierApiKeyFieldsFragment[] = [];
let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (operationName: string) => requests.filter((request) => request.operationName === operationName);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  toasts.success.mockReset();
  stored = [key()];
  handlers = {
    Me: () => ({ data: { me: VIEWER } }),
    SupplierApiKeys: () => ({ data: { supplierApiKeys: stored } }),
    SupplierApiKeyCreate: (variables) => {
      const { name } = variables.input as { name: string };
      const created = key({ id: '00000000-0000-4000-8000-0000000000b2', name, prefix: SECRET.slice(0, 10) });
      stored = [created, ...stored];
      return {
        data: { supplierApiKeyCreate: { __typename: 'SupplierApiKeyCreatePayload', apiKey: created, secret: SECRET } },
      };
    },
    SupplierApiKeyRevoke: (variables) => {
      stored = stored.map((row) => (row.id === variables.id ? { ...row, revokedAt: '2026-11-02T10:00:00.000Z' } : row));
      return { data: { supplierApiKeyRevoke: stored.find((row) => row.id === variables.id) } };
    },
  };
});
afterEach(cleanup);

const renderPage = (ui: ReactNode = <ApiKeys endpoint={ENDPOINT} />) => renderWithFakeApi(ui, () => handlers, requests);

describe('the Developers page', () => {
  it('lists the keys by name and first characters, and says how to call the API', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your API keys' });
    const row = within(table).getByRole('row', { name: /Accounting/ });
    expect(within(row).getByText('bm_sk_AbCd…')).toBeInTheDocument();
    expect(within(row).getByText(/by Dana Dispatch/)).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByText(ENDPOINT)).toBeInTheDocument();
    expect(screen.getByText('Authorization: Bearer bm_sk_…')).toBeInTheDocument();
  });

  it('creates a key and shows it once, in a read-only field with the warning', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Your API keys' });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(requestsOf('SupplierApiKeyCreate')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dispatch software');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const field = await screen.findByRole('textbox', { name: 'API key' });
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(SECRET_SHOWN_ONCE_MESSAGE);
    expect(requestsOf('SupplierApiKeyCreate')[0]!.variables).toEqual({ input: { name: 'Dispatch software' } });
    // The list shows the new key by its first characters only.
    const table = screen.getByRole('table', { name: 'Your API keys' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Dispatch software/ })).toBeInTheDocument());
    expect(table).not.toHaveTextContent(SECRET);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'I have saved the key' }));
    expect(screen.queryByRole('textbox', { name: 'API key' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('revokes a key only once confirmed; keeping it sends nothing', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Your API keys' });

    await user.click(screen.getByRole('button', { name: 'Revoke Accounting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Accounting”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the key' }));
    expect(requestsOf('SupplierApiKeyRevoke')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Accounting' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke the key “Accounting”?' })).getByRole('button', {
        name: 'Yes, revoke it',
      }),
    );
    await waitFor(() => expect(requestsOf('SupplierApiKeyRevoke')).toHaveLength(1));
    expect(requestsOf('SupplierApiKeyRevoke')[0]!.variables).toEqual({ id: stored[0]!.id });
    expect(toasts.success).toHaveBeenCalledWith('The key “Accounting” is revoked.', expect.anything());
    const table = screen.getByRole('table', { name: 'Your API keys' });
    await waitFor(() => expect(within(table).getByText(/^Revoked/)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Revoke Accounting' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusals: the cap on active keys, and a name placed on its field', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Your API keys' });
    const limit = supplierApiKeyLimitMessage(10);
    handlers.SupplierApiKeyCreate = () => ({
      data: null,
      errors: [{ message: limit, extensions: { code: 'SUPPLIER_API_KEY_LIMIT_REACHED', limit: 10 } }],
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eleventh');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Eleventh');

    handlers.SupplierApiKeyCreate = () => ({
      data: null,
      errors: [{ message: 'name: Too long', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Too long' } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the caller may not manage keys (a driver)', async () => {
    handlers.SupplierApiKeys = () => ({
      data: null,
      errors: [{ message: 'Your role may not do this.', extensions: { code: 'FORBIDDEN' } }],
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
    expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  });
});
