// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContactsImport } from '@/components/team/ContactsImport';
import { createApolloClient } from '@/lib/apollo/client';
import { createMemorySessionStore } from '@/lib/apollo/session';
import type * as GoogleContactsModule from '@/lib/google-contacts';
import { pickGoogleContacts } from '@/lib/google-contacts';

// The popup through Google's consent is tested on its own (google-contacts-popup.test.ts).
vi.mock('@/lib/google-contacts', async (importOriginal) => ({
  ...(await importOriginal<typeof GoogleContactsModule>()),
  pickGoogleContacts: vi.fn(),
}));

afterEach(cleanup);

interface Invited {
  email: string;
  role: string;
}

/** The API: invitationCreate answers, except for a member's address (ALREADY_MEMBER). */
function renderImport(member: string, googleContacts = false) {
  const invited: Invited[] = [];
  const onInvited = vi.fn();
  const client = createApolloClient({
    uri: 'http://api.test/gql',
    session: createMemorySessionStore({ token: 't' }),
    notifyError: vi.fn(),
    clientName: 'test',
    clientVersion: '1',
    fetch: (_input, init) => {
      const { variables } = JSON.parse(init?.body as string) as { variables: { input: Invited } };
      invited.push(variables.input);
      const body =
        variables.input.email === member
          ? {
              data: null,
              errors: [
                {
                  message: 'This person is already a member of your company',
                  extensions: {
                    code: 'ALREADY_MEMBER',
                    fields: { email: 'This person is already a member of your company' },
                  },
                },
              ],
            }
          : {
              data: {
                invitationCreate: {
                  __typename: 'Invitation',
                  id: `i-${invited.length}`,
                  email: variables.input.email,
                  role: variables.input.role,
                  status: 'pending',
                  invitedBy: 'Olivia',
                  createdAt: '2026-11-25T00:00:00.000Z',
                  expiresAt: '2026-12-02T00:00:00.000Z',
                },
              },
            };
      return Promise.resolve(Response.json(body));
    },
  });
  render(
    <ApolloProvider client={client}>
      <ContactsImport
        roles={['contractor_manager', 'partner_driver']}
        kind="contractor"
        onInvited={onInvited}
        googleContacts={googleContacts}
      />
    </ApolloProvider>,
  );
  return { invited, onInvited, user: userEvent.setup() };
}

const csv = (rows: string[]) => new File([['Name,Email', ...rows].join('\n')], 'contacts.csv', { type: 'text/csv' });

describe('invite from contacts', () => {
  it('invites the people picked, each with their role, and says per person who was invited and why not', async () => {
    const { invited, onInvited, user } = renderImport('olivia@site.example');
    await user.click(screen.getByRole('button', { name: 'Invite from contacts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite from your contacts' }));
    await user.upload(
      dialog.getByLabelText('Contacts file (CSV or vCard)'),
      csv(['Olivia,olivia@site.example', 'Fran,fran@site.example', 'Dev,dev@site.example', 'Nobody,no']),
    );
    const list = within(await dialog.findByRole('list', { name: 'Contacts' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.getByRole('button', { name: 'Invite 0 people' })).toBeDisabled();

    await user.click(dialog.getByRole('checkbox', { name: /^Olivia/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Dev/ }));
    await user.selectOptions(dialog.getByLabelText('Role for Dev'), 'partner_driver');
    await user.click(dialog.getByRole('button', { name: 'Invite 2 people' }));

    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        '1 invitation sent; 1 not sent (the reason is next to each person).',
      ),
    );
    expect(invited).toEqual([
      { email: 'olivia@site.example', role: 'contractor_manager' },
      { email: 'dev@site.example', role: 'partner_driver' },
    ]);
    const row = (email: string) => list.getAllByRole('listitem').find((item) => item.textContent?.includes(email));
    expect(row('olivia@site.example')).toHaveTextContent('Not sent: This person is already a member of your company');
    expect(row('dev@site.example')).toHaveTextContent('Invitation sent');
    expect(within(row('dev@site.example')!).getByRole('checkbox')).toBeDisabled();
    expect(row('fran@site.example')).not.toHaveTextContent('sent');
    expect(onInvited).toHaveBeenCalledTimes(1);
  });

  it('lists the Google contacts shared through the popup like a file’s, when the site has a Google client', async () => {
    vi.mocked(pickGoogleContacts).mockResolvedValueOnce([
      { name: 'Ava Concrete', emails: ['not-an-email', 'Ava@Formwork.example'], phone: '+1 416 555 0101' },
      { name: 'Ava again', emails: ['ava@formwork.example'], phone: null },
    ]);
    const { invited, user } = renderImport('', true);
    await user.click(screen.getByRole('button', { name: 'Invite from contacts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite from your contacts' }));
    await user.click(dialog.getByRole('button', { name: 'Choose from Google contacts' }));
    const list = within(await dialog.findByRole('list', { name: 'Contacts' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByRole('listitem')).toHaveTextContent('ava@formwork.example · +1 416 555 0101');
    expect(dialog.getByRole('group')).toHaveTextContent('1 person with an email address; 1 left out');
    await user.click(dialog.getByRole('checkbox', { name: /^Ava Concrete/ }));
    await user.click(dialog.getByRole('button', { name: 'Invite 1 person' }));
    await waitFor(() => expect(invited).toEqual([{ email: 'ava@formwork.example', role: 'contractor_manager' }]));

    // Declined at Google: said, nothing listed.
    vi.mocked(pickGoogleContacts).mockRejectedValueOnce(
      new Error('Google contacts were not shared: nothing was read.'),
    );
    await user.click(dialog.getByRole('button', { name: 'Choose from Google contacts' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Google contacts were not shared: nothing was read.');
    expect(dialog.queryByRole('list', { name: 'Contacts' })).toBeNull();
  });

  it('offers no Google button when the site has no Google client, and says what its operator sets', async () => {
    const { user } = renderImport('');
    await user.click(screen.getByRole('button', { name: 'Invite from contacts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite from your contacts' }));
    expect(dialog.queryByRole('button', { name: 'Choose from Google contacts' })).toBeNull();
    expect(dialog.getByText(/Choosing from Google contacts is not set up on this site/)).toHaveTextContent(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET',
    );
  });

  it('does not say Google is not set up when it is', async () => {
    const { user } = renderImport('', true);
    await user.click(screen.getByRole('button', { name: 'Invite from contacts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite from your contacts' }));
    expect(dialog.getByRole('button', { name: 'Choose from Google contacts' })).toBeEnabled();
    expect(dialog.queryByText(/not set up/)).toBeNull();
  });

  it('refuses a file that is too large or not an address book, before anything is listed', async () => {
    const { user } = renderImport('');
    await user.click(screen.getByRole('button', { name: 'Invite from contacts' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite from your contacts' }));
    const input = dialog.getByLabelText('Contacts file (CSV or vCard)');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The file is larger than 1 MB.');
    await user.upload(input, new File(['%PDF-1.4 \u0000'], 'contacts.vcf', { type: 'text/vcard' }));
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent('This is neither a CSV nor a vCard (.vcf) file.'),
    );
    expect(dialog.queryByRole('list', { name: 'Contacts' })).toBeNull();
  });
});
