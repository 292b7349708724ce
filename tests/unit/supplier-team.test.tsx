// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TeamManager } from '@/components/team/TeamManager';
import { createApolloClient } from '@/lib/apollo/client';
import { createStorageSessionStore, SESSION_STORAGE_KEY } from '@/lib/apollo/session';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/supplier/team',
}));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const NORTHPEAK = { __typename: 'Company', id: '00000000-0000-4000-8000-000000000001', name: 'NorthPeak Ready Mix' };

const ME = {
  __typename: 'Viewer',
  id: 'u1',
  email: 'owner@northpeak.example',
  phone: null,
  fullName: 'Olga Owner',
  referralCode: 'OLGA2345',
  company: { ...NORTHPEAK, kind: 'supplier', referralCreditCents: 0 },
  role: 'supplier_owner',
  companies: [{ company: { ...NORTHPEAK, kind: 'supplier' }, role: 'supplier_owner' }],
};

const team = (invitableRoles: string[]) => ({
  __typename: 'Team',
  company: { ...NORTHPEAK, kind: 'supplier' },
  viewerRole: 'supplier_owner',
  invitableRoles,
  members: [
    {
      __typename: 'TeamMember',
      userId: 'u1',
      fullName: 'Olga Owner',
      email: 'owner@northpeak.example',
      role: 'supplier_owner',
      joinedAt: '2026-01-05T10:00:00.000Z',
      removable: false,
    },
    {
      __typename: 'TeamMember',
      userId: 'u2',
      fullName: 'Sam Driver',
      email: 'sam@northpeak.example',
      role: 'partner_driver',
      joinedAt: '2026-01-06T10:00:00.000Z',
      removable: invitableRoles.includes('partner_driver'),
    },
  ],
  invitations: [],
});

let answers: Record<string, unknown> = {};
let sent: { operationName: string; variables: Record<string, unknown> }[] = [];

function renderTeam() {
  const client = createApolloClient({
    uri: 'http://api.test/gql',
    session: createStorageSessionStore(window.localStorage),
    notifyError: vi.fn(),
    clientName: 'test',
    clientVersion: '1',
    fetch: (_input, init) => {
      const body = JSON.parse(init?.body as string) as { operationName: string; variables: Record<string, unknown> };
      const { operationName } = body;
      sent.push(body);
      if (!(operationName in answers)) return Promise.reject(new Error(`No answer for ${operationName}`));
      return Promise.resolve(Response.json({ data: answers[operationName] }));
    },
  });
  render(
    <ApolloProvider client={client}>
      <TeamManager path="/supplier/team" />
    </ApolloProvider>,
  );
}

beforeEach(() => {
  sent = [];
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
});
afterEach(cleanup);

describe('the supplier team page', () => {
  it('offers a supplier owner exactly the partner manager and partner driver roles, named for a supplier', async () => {
    answers = { Me: { me: ME }, Team: { team: team(['partner_manager', 'partner_driver']) } };
    renderTeam();

    const form = await screen.findByRole('form', { name: 'Invite a person' });
    const role = within(form).getByRole('combobox', { name: /role/i });
    const options = within(role).getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['partner_manager', 'Dispatcher / manager'],
      ['partner_driver', 'Driver'],
    ]);
    // The members list uses the same words.
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getByText('Sam Driver').closest('li')).toHaveTextContent('Driver');
    expect(screen.getByText(/your role: Owner/)).toBeInTheDocument();
  });

  it('shows no invite form to a member who may invite nobody', async () => {
    answers = { Me: { me: ME }, Team: { team: { ...team([]), viewerRole: 'partner_driver' } } };
    renderTeam();

    expect(await screen.findByRole('list', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a person' })).not.toBeInTheDocument();
  });

  it('removes a member after asking, and lists the team as the server answers it', async () => {
    const before = team(['partner_manager', 'partner_driver']);
    const after = { ...before, members: before.members.slice(0, 1) };
    answers = { Me: { me: ME }, Team: { team: before }, TeamMemberRemove: { teamMemberRemove: after } };
    renderTeam();
    const user = userEvent.setup();

    const members = await screen.findByRole('list', { name: 'Members' });
    // Nobody removes the owner, nor themselves.
    expect(within(members).queryByRole('button', { name: /Remove Olga Owner/ })).not.toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Remove Sam Driver from NorthPeak Ready Mix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Driver?' });
    expect(dialog).toHaveTextContent('They lose access to NorthPeak Ready Mix at once');
    answers.Team = { team: after };
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));

    await waitFor(() => expect(within(members).queryByText('Sam Driver')).not.toBeInTheDocument());
    expect(sent.find((call) => call.operationName === 'TeamMemberRemove')?.variables).toEqual({ userId: 'u2' });
  });

  it('offers no removal to a member who may remove nobody', async () => {
    answers = { Me: { me: ME }, Team: { team: { ...team([]), viewerRole: 'partner_driver' } } };
    renderTeam();
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(within(members).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
