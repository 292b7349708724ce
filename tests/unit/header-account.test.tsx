// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { print } from 'graphql';

import { HEADER_ACCOUNT_QUERY, HeaderAccount, SIGN_OUT_MUTATION } from '@/components/layout/HeaderAccount';
import { HeaderAccountDocument, SignOutDocument } from '@/graphql/generated/client/graphql';
import { createStorageSessionStore, SESSION_STORAGE_KEY } from '@/lib/apollo/session';

interface Sent {
  query: string;
  headers: Record<string, string>;
}

let sent: Sent[] = [];

/** The API: `me` answers for the token "t-dana"; signOut says true. */
function stubApi(me: unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as { query: string };
      sent.push({ query: body.query, headers: init.headers as Record<string, string> });
      const data = body.query.includes('signOut') ? { signOut: true } : { me };
      return Promise.resolve(
        new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
}

const dana = {
  id: 'u1',
  fullName: 'Dana Whitfield',
  role: 'contractor_owner',
  company: { id: 'c1', kind: 'contractor' },
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the marketing header's account", () => {
  it('sends the operations of graphql/operations, as the API validates them', () => {
    expect(HEADER_ACCOUNT_QUERY).toBe(print(HeaderAccountDocument));
    expect(SIGN_OUT_MUTATION).toBe(print(SignOutDocument));
  });

  it('says "Sign in" to a visitor without a session, and asks the API nothing', () => {
    stubApi(null);
    render(<HeaderAccount endpoint="/api/gql" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(sent).toEqual([]);
  });

  it("shows a signed-in person's menu with their name, their workspace, and signs out", async () => {
    stubApi(dana);
    createStorageSessionStore(window.localStorage).update({ token: 't-dana', refreshToken: 'r-dana' });
    const user = userEvent.setup();
    render(<HeaderAccount endpoint="/api/gql" />);

    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const button = await screen.findByRole('button', { name: 'Dana Whitfield: account menu' });
    expect(sent[0]?.headers.authorization).toBe('Bearer t-dana');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('list', { name: 'Account' }));
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/app/orders');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(menu.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const signOut = sent.find((request) => request.query.includes('signOut'));
    expect(signOut?.headers['x-refresh-token']).toBe('r-dana');
  });

  it("links a supplier's dispatcher to the supplier workspace", async () => {
    stubApi({ ...dana, role: 'partner_manager', company: { id: 'c2', kind: 'supplier' } });
    createStorageSessionStore(window.localStorage).update({ token: 't-sam' });
    render(<HeaderAccount endpoint="/api/gql" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dana Whitfield: account menu' }));
    expect(screen.getByRole('link', { name: 'Your workspace' })).toHaveAttribute('href', '/supplier');
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
  });

  it('links a referral partner to the partner dashboard: as their home with no company, beside their workspace with one', async () => {
    stubApi({ ...dana, role: null, company: null, isPartner: true });
    createStorageSessionStore(window.localStorage).update({ token: 't-morgan' });
    render(<HeaderAccount endpoint="/api/gql" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dana Whitfield: account menu' }));
    let menu = within(screen.getByRole('list', { name: 'Account' }));
    expect(menu.getByRole('link', { name: 'Partner dashboard' })).toHaveAttribute('href', '/partner');
    // No contractor's screens for someone who is no contractor.
    expect(menu.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    cleanup();

    stubApi({ ...dana, role: 'supplier_owner', company: { id: 'c2', kind: 'supplier' }, isPartner: true });
    render(<HeaderAccount endpoint="/api/gql" />);
    await user.click(await screen.findByRole('button', { name: 'Dana Whitfield: account menu' }));
    menu = within(screen.getByRole('list', { name: 'Account' }));
    expect(menu.getByRole('link', { name: 'Your workspace' })).toHaveAttribute('href', '/supplier');
    expect(menu.getByRole('link', { name: 'Partner dashboard' })).toHaveAttribute('href', '/partner');
  });

  it('follows a sign-in made in another tab', async () => {
    stubApi(null);
    render(<HeaderAccount endpoint="/api/gql" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'expired', refreshToken: 'r' }));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    // `me` is null (the token expired): still their menu, the app refreshes the session on arrival.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Your account menu' })).toBeInTheDocument();
  });
});
