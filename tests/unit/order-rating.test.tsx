// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { OrderRating } from '@/components/placed-orders/OrderRating';

import { renderWithFakeApi, type Answer, type ApiRequest } from '../support/fake-api';

const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';

afterEach(cleanup);

function renderRating(
  order: Partial<Parameters<typeof OrderRating>[0]['order']> = {},
  handlers: Record<string, Answer> = {},
) {
  const requests: ApiRequest[] = [];
  const rendered = renderWithFakeApi(
    <OrderRating
      order={{ id: ORDER_ID, status: 'delivered', supplierName: 'NorthPeak Ready Mix', ...order }}
      timeZone="America/Toronto"
    />,
    () => handlers,
    requests,
  );
  return { ...rendered, requests };
}

describe('OrderRating (the contractor rates a delivered order once)', () => {
  it('asks for stars before sending, then sends the stars and the comment', async () => {
    const { user, requests } = renderRating(
      {},
      {
        OrderRate: () => ({
          data: {
            orderRate: {
              __typename: 'Order',
              id: ORDER_ID,
              rating: {
                __typename: 'OrderRating',
                stars: 4,
                comment: 'Second truck late.',
                createdAt: '2026-11-20T15:00:00.000Z',
                reply: null,
                repliedAt: null,
              },
            },
          },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Please choose from 1 to 5 stars.')).toBeVisible();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Second truck late.');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(requests.map((request) => request.operationName)).toEqual(['OrderRate']));
    expect(requests[0]!.variables).toEqual({ input: { orderId: ORDER_ID, stars: 4, comment: 'Second truck late.' } });
  });

  it("shows the API's refusal, keeping what was typed", async () => {
    const { user } = renderRating(
      {},
      {
        OrderRate: () => ({
          errors: [{ message: 'This order is rated already.', extensions: { code: 'ALREADY_RATED' } }],
        }),
      },
    );
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Great pour.');
    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is rated already.');
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Great pour.');
  });

  it("shows a given rating with the supplier's answer instead of the form", () => {
    renderRating({
      rating: {
        stars: 3,
        comment: 'Late.',
        createdAt: '2026-11-20T15:00:00.000Z',
        reply: 'Sorry: we added a spare truck.',
        repliedAt: '2026-11-21T09:00:00.000Z',
      },
    });
    expect(screen.getByText('3 out of 5 stars')).toBeVisible();
    expect(screen.getByText('Late.')).toBeVisible();
    expect(screen.getByText('Sorry: we added a spare truck.')).toBeVisible();
    expect(screen.getByText(/NorthPeak Ready Mix/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Rate this delivery' })).toBeNull();
  });

  it('offers nothing before delivery', () => {
    renderRating({ status: 'dispatched' });
    expect(screen.queryByRole('form', { name: 'Rate this delivery' })).toBeNull();
    expect(screen.queryByText(/out of 5 stars/)).toBeNull();
  });
});
