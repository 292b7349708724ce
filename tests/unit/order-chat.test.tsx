// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OrderChat } from '@/components/placed-orders/OrderChat';
import type { OrderMessageFieldsFragment } from '@/graphql/generated/client/graphql';

import { renderWithFakeApi, type Answer, type ApiRequest } from '../support/fake-api';

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';

afterEach(cleanup);

const message = (fields: Partial<OrderMessageFieldsFragment>): OrderMessageFieldsFragment => ({
  id: crypto.randomUUID(),
  body: 'Hello',
  authorName: 'Dana Whitfield',
  party: 'contractor',
  mine: false,
  at: '2026-11-20T15:00:00.000Z',
  ...fields,
});

function renderChat(
  props: { messages?: OrderMessageFieldsFragment[]; unreadMessages?: number } = {},
  handlers: Record<string, Answer> = {},
) {
  const requests: ApiRequest[] = [];
  const refetch = vi.fn(() => Promise.resolve());
  const rendered = renderWithFakeApi(
    <OrderChat
      orderId={ORDER_ID}
      messages={props.messages ?? []}
      unreadMessages={props.unreadMessages ?? 0}
      partyNames={{ contractor: 'Keystone Builders', supplier: 'NorthPeak Ready Mix', driver: 'driver' }}
      timeZone="America/Toronto"
      refetch={refetch}
    />,
    () => handlers,
    requests,
  );
  return { ...rendered, requests, refetch };
}

describe('OrderChat (one chat on both order pages)', () => {
  it("shows who wrote what, one's own as You, with only web links as links", () => {
    renderChat({
      messages: [
        message({ body: 'Map: https://maps.example/site. Gate B.', party: 'supplier', authorName: 'Sam Dispatch' }),
        message({ body: 'javascript:alert(1)', mine: true }),
      ],
    });
    const list = screen.getByRole('list', { name: 'Messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sam Dispatch (NorthPeak Ready Mix)');
    expect(within(first!).getByRole('link', { name: 'https://maps.example/site' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(second).toHaveTextContent(/^You,/);
    expect(within(second!).queryByRole('link')).toBeNull();
  });

  it('marks unread messages read when shown, then reloads the order', async () => {
    const { requests, refetch } = renderChat(
      { messages: [message({})], unreadMessages: 1 },
      { OrderMessagesRead: () => ({ data: { orderMessagesRead: 0 } }) },
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 new message');
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderMessagesRead']));
    await waitFor(() => expect(refetch).toHaveBeenCalled());
  });

  it('sends a message, clears the field and reloads; an empty one is refused on the spot', async () => {
    const { user, requests, refetch } = renderChat(
      {},
      {
        OrderMessageSend: (variables) => ({
          data: {
            orderMessageSend: {
              __typename: 'OrderMessage',
              ...message({ body: (variables.input as { body: string }).body, mine: true }),
            },
          },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(requests).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Pump truck at 6:30?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(requests[0]!.variables).toEqual({ input: { orderId: ORDER_ID, body: 'Pump truck at 6:30?' } });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
