// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterSignInPath } from '@/components/auth/paths';
import { SignedInRedirect } from '@/components/auth/SignedInRedirect';
import { CompanySwitcher } from '@/components/layout/CompanySwitcher';
import { WorkspaceGuard } from '@/components/layout/WorkspaceGuard';
import { INBOX_PAGE_SIZE, inboxPath, parseInboxFilter } from '@/components/supplier/inboxFilter';
import { ORDER_CHANGED_MESSAGE } from '@/components/supplier/orderActions';
import { SupplierInbox } from '@/components/supplier/SupplierInbox';
import { SupplierOrderDetails } from '@/components/supplier/SupplierOrderDetails';
import type {
  OrderStatus,
  SupplierOrderFieldsFragment,
  SupplierWorkspaceFieldsFragment,
  ViewerFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { workspaceHome } from '@/lib/app-routes';
import { REASON_REQUIRED_MESSAGE } from '@/lib/validation/supplier-orders';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/supplier' }));
const toasts = vi.hoisted(() => ({
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
}));
vi.mock('react-toastify', () => ({ toast: toasts }));

// ---- A test API: answers by operation name, records every request --------------------------------

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (operationName: string) => requests.filter((request) => request.operationName === operationName);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  router.push.mockReset();
  router.replace.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
  handlers = { Me: () => ({ data: { me: SUPPLIER_VIEWER } }) };
});
afterEach(cleanup);

const renderWithApi = (ui: ReactNode) => renderWithFakeApi(ui, () => handlers, requests);

const graphQLError = (code: string, message: string, extensions: Record<string, unknown> = {}) => ({
  data: null,
  errors: [{ message, extensions: { code, ...extensions } }],
});

// ---- Data ---------------------------------------------------------------------------------------

const NORTHPEAK = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'NorthPeak Ready Mix',
  kind: 'supplier' as const,
};
const OWN_COMPANY = { id: '00000000-0000-4000-8000-000000000002', name: "Dana's company", kind: 'contractor' as const };

// With __typename, as the API answers (Apollo adds it to every selection): the cache needs it to
// read a mutation's answer through its fragment.
const viewer = (current: typeof NORTHPEAK | typeof OWN_COMPANY): ViewerFieldsFragment & { __typename: 'Viewer' } => ({
  __typename: 'Viewer',
  isMarketplaceOperator: false,
  isPartner: false,
  id: 'u1',
  email: 'dispatch@northpeak.example',
  phone: null,
  fullName: 'Dana Dispatch',
  referralCode: 'DANA2345',
  company: { ...current, referralCreditCents: 0 },
  role: current.kind === 'supplier' ? 'partner_manager' : 'contractor_owner',
  companies: [
    { company: NORTHPEAK, role: 'partner_manager' },
    { company: OWN_COMPANY, role: 'contractor_owner' },
  ],
});
const SUPPLIER_VIEWER = viewer(NORTHPEAK);
const CONTRACTOR_VIEWER = viewer(OWN_COMPANY);

const CITY_ID = '00000000-0000-4000-8000-0000000000c1';
const PRODUCT_ID = '00000000-0000-4000-8000-0000000000a1';
const DRIVER_ID = '00000000-0000-4000-8000-0000000000d1';
const ORDER_ID = '00000000-0000-4000-8000-0000000000e1';

const WORKSPACE: SupplierWorkspaceFieldsFragment = {
  supplierId: 's1',
  name: 'NorthPeak Ready Mix',
  timeZone: 'America/Toronto',
  role: 'partner_manager',
  cities: [{ id: CITY_ID, name: 'Toronto' }],
  products: [{ id: PRODUCT_ID, name: '25 MPa ready-mix' }],
  drivers: [{ userId: DRIVER_ID, fullName: 'Sam Driver' }],
  windows: [
    { startHour: 6, label: '06:00–10:00' },
    { startHour: 10, label: '10:00–14:00' },
  ],
};

/** A value as the API answers it, with its type's name: the cache reads fragments by it. */
const typed = <Fields extends object>(typename: string, fields: Fields): Fields =>
  Object.assign({ __typename: typename }, fields);

function order(
  overrides: Partial<SupplierOrderFieldsFragment> = {},
): SupplierOrderFieldsFragment & { __typename: 'SupplierOrder' } {
  return {
    __typename: 'SupplierOrder',
    id: ORDER_ID,
    timeZone: 'America/Toronto',
    orderNumber: 'BM-3F9A21',
    status: 'placed',
    paymentStatus: 'authorized',
    contractorName: 'Keystone Builders',
    productName: '25 MPa ready-mix',
    productType: 'readyMix',
    quantity: 8,
    unit: 'm3',
    color: null,
    trucks: 1,
    minutesBetweenTrucks: 0,
    deliveryDate: '2026-12-22',
    pickUpDate: null,
    rentalDays: null,
    windowStartHour: 6,
    deliveryWindow: '06:00–10:00',
    deliveryAddress: '100 King Street West',
    postalCode: 'M5X 1A9',
    city: { id: CITY_ID, name: 'Toronto', regionCode: 'ON', countryCode: 'CA' },
    siteName: 'Tower B',
    jobNumber: 'PO-7781',
    gateCode: '4321#',
    accessNotes: 'Enter from Bay Street',
    washoutNotes: 'Washout bin by the north gate',
    comment: null,
    contactName: 'Riley Foreman',
    contactPhone: '+14165550142',
    contactEmail: 'riley@keystone.example',
    options: [
      { kind: 'extra', label: 'Fibre mesh', quantity: 8, unit: 'm3', unitPriceCents: 1500, amountCents: 12000 },
    ],
    currency: 'CAD',
    totalCents: 245000,
    createdAt: '2026-12-01T15:00:00.000Z',
    statusReason: null,
    windowProposal: null,
    rating: null,
    loads: [],
    notes: [],
    history: [
      typed('OrderEvent', {
        id: 'ev1',
        kind: 'status',
        status: 'placed',
        party: 'contractor',
        actorName: 'Riley Foreman',
        byApiKey: false,
        reason: null,
        proposedDeliveryDate: null,
        proposedWindow: null,
        at: '2026-12-01T15:00:00.000Z',
      }),
    ],
    requests: [],
    balanceChanges: [],
    disputes: [],
    openRequests: 0,
    allowedTransitions: ['accepted', 'declined', 'canceled'],
    mayProposeWindow: true,
    ...overrides,
  };
}

const listRow = (overrides: Partial<SupplierOrderFieldsFragment> = {}) => {
  const full = order(overrides);
  return {
    id: full.id,
    orderNumber: full.orderNumber,
    unreadMessages: 2,
    openRequests: full.openRequests,
    status: full.status,
    contractorName: full.contractorName,
    productName: full.productName,
    productType: full.productType,
    quantity: full.quantity,
    unit: full.unit,
    deliveryDate: full.deliveryDate,
    deliveryWindow: full.deliveryWindow,
    jobNumber: full.jobNumber,
    city: { id: full.city.id, name: full.city.name },
    loads: full.loads,
  };
};

const COUNTS: { status: OrderStatus; count: number }[] = [
  { status: 'placed', count: 3 },
  { status: 'accepted', count: 1 },
];

// ---- The inbox ---------------------------------------------------------------------------------

describe('supplier inbox', () => {
  beforeEach(() => {
    handlers.SupplierWorkspace = () => ({
      data: { supplierWorkspace: { ...WORKSPACE, disputeRecord: { total: 3, accepted: 1, open: 1 } } },
    });
    handlers.SupplierOrders = () => ({
      data: { supplierOrders: { values: [listRow()], count: 1, counts: COUNTS } },
    });
  });

  it('shows a count badge per state, the chosen one pressed, and sends the filter from the address', async () => {
    const filter = parseInboxFilter({ status: 'placed', from: '2026-12-01', city: CITY_ID, q: 'PO-77' });
    renderWithApi(<SupplierInbox filter={filter} page={1} />);

    const states = await screen.findByRole('list', { name: 'Order states' });
    await waitFor(() => expect(within(states).getByRole('button', { name: 'Placed 3 orders' })).toBeInTheDocument());
    expect(within(states).getByRole('button', { name: 'Placed 3 orders' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(states).getByRole('button', { name: 'All 4 orders' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(states).getByRole('button', { name: 'Accepted 1 order' })).toBeInTheDocument();
    expect(within(states).getByRole('button', { name: 'Declined 0 orders' })).toBeInTheDocument();

    expect(requestsOf('SupplierOrders')[0]?.variables.filter).toEqual({
      status: 'placed',
      deliveryFrom: '2026-12-01',
      cityId: CITY_ID,
      search: 'PO-77',
    });
    const row = screen.getByRole('row', { name: /BM-3F9A21/ });
    expect(within(row).getByRole('link', { name: 'BM-3F9A21' })).toHaveAttribute(
      'href',
      `/supplier/orders/${ORDER_ID}`,
    );
    expect(within(row).getByText('2 unread messages')).toBeInTheDocument();
    expect(row).toHaveTextContent('Keystone Builders');
    expect(row).toHaveTextContent('06:00–10:00');
    // The supplier's own record, as contractors see it beside its ratings.
    expect(
      screen.getByText(
        'Your record, as contractors see it when they choose a supplier: 3 disputes: 1 accepted, 1 open.',
      ),
    ).toBeVisible();
  });

  it('puts a chosen state and the applied filters into the address, keeping the others', async () => {
    const { user } = renderWithApi(<SupplierInbox filter={{ search: 'BM-3F' }} page={1} />);
    await user.click(await screen.findByRole('button', { name: 'Accepted 1 order' }));
    expect(router.push).toHaveBeenLastCalledWith('/supplier?status=accepted&q=BM-3F');

    await screen.findByRole('option', { name: 'Toronto' });
    await user.selectOptions(screen.getByLabelText('City'), 'Toronto');
    await user.selectOptions(screen.getByLabelText('Product'), '25 MPa ready-mix');
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'PO-7781');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.push).toHaveBeenLastCalledWith(`/supplier?city=${CITY_ID}&product=${PRODUCT_ID}&q=PO-7781`);
  });

  it('shows a page of INBOX_PAGE_SIZE orders, with links to the sooner and later ones that keep the filter', async () => {
    handlers.SupplierOrders = () => ({
      data: { supplierOrders: { values: [listRow()], count: 2 * INBOX_PAGE_SIZE + 1, counts: COUNTS } },
    });
    renderWithApi(<SupplierInbox filter={{ status: 'placed' }} page={2} />);

    expect(
      await screen.findByRole('heading', {
        name: `Orders ${INBOX_PAGE_SIZE + 1}–${INBOX_PAGE_SIZE + 1} of ${2 * INBOX_PAGE_SIZE + 1}, soonest delivery first`,
      }),
    ).toBeInTheDocument();
    expect(requestsOf('SupplierOrders')[0]?.variables).toMatchObject({
      filter: { status: 'placed' },
      skip: INBOX_PAGE_SIZE,
      limit: INBOX_PAGE_SIZE,
    });
    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Sooner deliveries' })).toHaveAttribute(
      'href',
      '/supplier?status=placed',
    );
    expect(within(pages).getByRole('link', { name: 'Later deliveries' })).toHaveAttribute(
      'href',
      '/supplier?status=placed&page=3',
    );
  });

  it('shows one page without page links, and past the last page links back to it', async () => {
    renderWithApi(<SupplierInbox filter={{}} page={1} />);
    expect(await screen.findByRole('heading', { name: '1 order, soonest delivery first' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).not.toBeInTheDocument();
    cleanup();

    handlers.SupplierOrders = () => ({ data: { supplierOrders: { values: [], count: 3, counts: COUNTS } } });
    renderWithApi(<SupplierInbox filter={{}} page={4} />);
    expect(await screen.findByRole('heading', { name: 'No orders on this page (3 in all)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sooner deliveries' })).toHaveAttribute('href', '/supplier');
  });

  it('says when no order matches the filters, and offers all orders', async () => {
    handlers.SupplierOrders = () => ({ data: { supplierOrders: { values: [], count: 0, counts: [] } } });
    renderWithApi(<SupplierInbox filter={{ cityId: CITY_ID }} page={1} />);
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute('href', '/supplier');
  });

  it('shows the API’s message and a way to try again when the orders cannot be loaded', async () => {
    handlers.SupplierOrders = () => graphQLError('FORBIDDEN', 'Your role may not do this.');
    renderWithApi(<SupplierInbox filter={{}} page={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role may not do this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('inbox filter in the address', () => {
  it('keeps valid values and drops what the API would refuse', () => {
    expect(
      parseInboxFilter({ status: 'shipped', from: '2026-13-40', city: 'x', q: '  BM-1 ', to: '2026-12-31' }),
    ).toEqual({
      deliveryTo: '2026-12-31',
      search: 'BM-1',
    });
    expect(inboxPath({})).toBe('/supplier');
    expect(inboxPath({ search: 'BM-1' }, 1)).toBe('/supplier?q=BM-1');
    expect(inboxPath({ search: 'BM-1' }, 2)).toBe('/supplier?q=BM-1&page=2');
  });
});

// ---- One order -----------------------------------------------------------------------------------

/** The order page's state, next to its heading ("State: Accepted"). */
const orderState = () => screen.getByText('State:').parentElement;

describe('supplier order page', () => {
  let current: SupplierOrderFieldsFragment;
  beforeEach(() => {
    current = order();
    handlers.SupplierOrder = () => ({ data: { supplierOrder: current, supplierWorkspace: WORKSPACE } });
  });

  it('shows what the crew needs and offers only the steps the API allows', async () => {
    renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order BM-3F9A21' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark scheduled' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark dispatched' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: '+14165550142' })).toHaveAttribute('href', 'tel:+14165550142');
    expect(screen.getByRole('link', { name: 'riley@keystone.example' })).toHaveAttribute(
      'href',
      'mailto:riley@keystone.example',
    );
    expect(screen.getByText('4321#')).toBeInTheDocument();
    expect(screen.getByText('Washout bin by the north gate')).toBeInTheDocument();
    expect(screen.getByText(/Fibre mesh/)).toBeInTheDocument();
    expect(screen.getByLabelText('Internal note: the contractor never sees it')).toBeInTheDocument();
  });

  it('shows the changes of the total read-only, each with its state', async () => {
    current = order({
      balanceChanges: [
        typed('OrderBalanceChange', {
          id: 'c1',
          settlement: 'collect' as const,
          status: 'awaiting_consent' as const,
          previousTotalCents: 100_000,
          newTotalCents: 120_000,
          differenceCents: 20_000,
          refundedCents: 0,
          currency: 'CAD',
          methodLabel: 'Visa •••• 4242',
          failureMessage: null,
          summary: 'The new total is $1,200.00 CAD: $200.00 CAD more is due.',
          documentTitle: 'Receipt',
          documentUrl: null,
          createdAt: '2026-06-01T14:00:00.000Z',
          settledAt: null,
        }),
      ],
    });
    renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Changes of the total' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Changes of the total' });
    expect(list).toHaveTextContent('Status: Waiting for the contractor to authorise it');
    expect(list).toHaveTextContent('$200.00 CAD more is due.');
    expect(screen.queryByRole('button', { name: /Authorise/ })).not.toBeInTheDocument();
  });

  it('offers no step at all on a completed order', async () => {
    current = order({ status: 'completed', allowedTransitions: [], mayProposeWindow: false });
    renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await screen.findByRole('heading', { level: 1, name: 'Order BM-3F9A21' });
    expect(screen.queryByRole('heading', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks for the reason before declining, and sends nothing without one', async () => {
    handlers.SupplierOrderTransition = () => ({ data: { supplierOrderTransition: order() } });
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline order BM-3F9A21' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline the order' }));

    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(requestsOf('SupplierOrderTransition')).toHaveLength(0);
  });

  it('declines with the reason and shows the new state without a reload', async () => {
    handlers.SupplierOrderTransition = () => ({
      data: {
        supplierOrderTransition: order({
          status: 'declined',
          statusReason: 'Plant down that day',
          allowedTransitions: [],
          mayProposeWindow: false,
        }),
      },
    });
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline order BM-3F9A21' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Plant down that day');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the order' }));

    await waitFor(() => expect(orderState()).toHaveTextContent('Declined'));
    expect(requestsOf('SupplierOrderTransition')[0]?.variables.input).toEqual({
      orderId: ORDER_ID,
      to: 'declined',
      reason: 'Plant down that day',
    });
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.getByText('Plant down that day')).toBeInTheDocument();
    expect(requestsOf('SupplierOrder')).toHaveLength(1);
  });

  it('accepts, then offers the next step of the new state', async () => {
    handlers.SupplierOrderTransition = () => ({
      data: { supplierOrderTransition: order({ status: 'accepted', allowedTransitions: ['scheduled', 'canceled'] }) },
    });
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    // No load planned yet: the step is planning them, not scheduling (the API refuses, LOADS_NOT_PLANNED).
    expect(await screen.findByRole('link', { name: 'Plan the loads' })).toHaveAttribute('href', '#order-loads');
    expect(screen.queryByRole('button', { name: 'Mark scheduled' })).not.toBeInTheDocument();
    expect(orderState()).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(requestsOf('SupplierOrderTransition')[0]?.variables.input).toMatchObject({
      orderId: ORDER_ID,
      to: 'accepted',
    });
  });

  it('offers "Mark scheduled" once every load has a truck and a driver', async () => {
    const plannedLoad = {
      id: 'load-1',
      sequence: 1,
      quantity: 8,
      unit: 'm3',
      truck: { id: 'truck-1', name: 'Mixer 12' },
      driver: { userId: 'driver-1', fullName: 'Sam Driver' },
      step: 'planned',
      loadedAt: null,
      enRouteAt: null,
      arrivedAt: null,
      unloadingAt: null,
      deliveredAt: null,
      driverNote: null,
      held: false,
      heldAt: null,
      delayMinutes: null,
      delayReason: null,
      deliveredQuantity: null,
      waterAddedLitres: null,
      slumpMm: null,
      receivedBy: null,
      hasSignature: false,
      hasPhoto: false,
      ticketUrl: null,
      eta: null,
      position: null,
    } as const;
    current = order({ status: 'accepted', allowedTransitions: ['scheduled', 'canceled'], loads: [plannedLoad] });
    renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    expect(await screen.findByRole('button', { name: 'Mark scheduled' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plan the loads' })).not.toBeInTheDocument();
  });

  it('reloads the order and says so when someone else changed it first', async () => {
    handlers.SupplierOrderTransition = () => {
      current = order({ status: 'canceled', allowedTransitions: [], mayProposeWindow: false });
      return graphQLError('ORDER_TRANSITION_NOT_ALLOWED', 'This order cannot move to that state now.', {
        status: 'canceled',
      });
    };
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(orderState()).toHaveTextContent('Canceled'));
    expect(toasts.error).toHaveBeenCalledWith(ORDER_CHANGED_MESSAGE, expect.anything());
    expect(requestsOf('SupplierOrder')).toHaveLength(2);
  });

  it('adds an internal note and shows it at once, the field emptied', async () => {
    handlers.SupplierOrderNoteAdd = ({ input }) => ({
      data: {
        supplierOrderNoteAdd: order({
          notes: [
            {
              id: 'n1',
              authorName: 'Dana Dispatch',
              body: (input as { body: string }).body,
              at: '2026-12-01T16:00:00.000Z',
            },
          ],
        }),
      },
    });
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    const field = await screen.findByLabelText('Internal note: the contractor never sees it');
    await user.type(field, 'Pump truck needed on site');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(notes).toHaveTextContent('Pump truck needed on site');
    expect(notes).toHaveTextContent('Dana Dispatch');
    expect(field).toHaveValue('');
    expect(requestsOf('SupplierOrderNoteAdd')[0]?.variables.input).toEqual({
      orderId: ORDER_ID,
      body: 'Pump truck needed on site',
    });
  });

  it('puts the API’s message next to the proposed window', async () => {
    handlers.SupplierOrderProposeWindow = () =>
      graphQLError('BAD_USER_INPUT', 'Propose a window other than the ordered one.', {
        fields: { windowStartHour: 'Propose a window other than the ordered one.' },
      });
    const { user } = renderWithApi(<SupplierOrderDetails orderId={ORDER_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Propose another window' }));
    const form = screen.getByRole('form', { name: 'Propose another window' });
    await user.click(within(form).getByRole('button', { name: 'Propose window' }));

    const window = within(form).getByLabelText('Window');
    await waitFor(() => expect(window).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('Propose a window other than the ordered one.')).toBeInTheDocument();
    expect(requestsOf('SupplierOrderProposeWindow')[0]?.variables.input).toEqual({
      orderId: ORDER_ID,
      deliveryDate: '2026-12-22',
      windowStartHour: 6,
      reason: null,
    });
  });
});

// ---- Companies -------------------------------------------------------------------------------------

describe('company switcher', () => {
  it('switches to the chosen company, stores its tokens and goes to its workspace', async () => {
    handlers.Me = () => ({ data: { me: CONTRACTOR_VIEWER } });
    handlers.CompanySwitch = () =>
      Response.json(
        { data: { companySwitch: { user: SUPPLIER_VIEWER, mainToken: 'main-2' } } },
        { headers: { authorization: 'Bearer ordinary-2', 'x-refresh-token': 'refresh-2' } },
      );
    const { user } = renderWithApi(<CompanySwitcher />);
    const select = await screen.findByLabelText('Company');
    expect(select).toHaveDisplayValue("Dana's company (contractor) · Owner (current)");
    expect(screen.getByRole('button', { name: 'Switch' })).toBeDisabled();

    await user.selectOptions(select, 'NorthPeak Ready Mix (supplier) · Dispatcher / manager');
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/supplier'));
    expect(requestsOf('CompanySwitch')[0]?.variables).toEqual({ companyId: NORTHPEAK.id });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toEqual({
      token: 'ordinary-2',
      refreshToken: 'refresh-2',
      mainToken: 'main-2',
    });
  });

  it('tells a contractor on the supplier workspace where they are, with the switcher', async () => {
    handlers.Me = () => ({ data: { me: CONTRACTOR_VIEWER } });
    renderWithApi(
      <WorkspaceGuard workspace="supplier">
        <p>The inbox</p>
      </WorkspaceGuard>,
    );
    expect(await screen.findByRole('heading', { name: 'This is a supplier workspace' })).toBeInTheDocument();
    expect(screen.getByLabelText('Switch to')).toBeInTheDocument();
    expect(screen.queryByText('The inbox')).not.toBeInTheDocument();
  });

  it('sends a supplier’s team on the contractor app to the supplier workspace', async () => {
    renderWithApi(
      <WorkspaceGuard workspace="contractor">
        <p>The dashboard</p>
      </WorkspaceGuard>,
    );
    expect(await screen.findByRole('link', { name: 'Go to the supplier workspace' })).toHaveAttribute(
      'href',
      '/supplier',
    );
    expect(screen.queryByText('The dashboard')).not.toBeInTheDocument();
  });

  it('leads a supplier’s team to /supplier after sign-in unless they were going elsewhere', () => {
    expect(afterSignInPath('/app', { company: { kind: 'supplier' } })).toBe('/supplier');
    expect(afterSignInPath(undefined, { company: { kind: 'supplier' } })).toBe('/supplier');
    expect(afterSignInPath('/app/orders', { company: { kind: 'supplier' } })).toBe('/app/orders');
    expect(afterSignInPath(undefined, { company: { kind: 'contractor' } })).toBe('/app');
    expect(afterSignInPath('/app/credit', { company: { kind: 'contractor' } })).toBe('/app/credit');
  });

  it('leads a referral partner who belongs to no company to the partner dashboard, and a partner with a company to its workspace', () => {
    expect(afterSignInPath(undefined, { company: null, isPartner: true })).toBe('/partner');
    expect(afterSignInPath('/app', { company: null, isPartner: true })).toBe('/partner');
    expect(afterSignInPath('/partner', { company: null, isPartner: true })).toBe('/partner');
    expect(afterSignInPath('/s/northpeak-ready-mix', { company: null, isPartner: true })).toBe(
      '/s/northpeak-ready-mix',
    );
    expect(afterSignInPath(undefined, { company: { kind: 'supplier' }, role: 'supplier_owner', isPartner: true })).toBe(
      '/supplier',
    );
    expect(afterSignInPath(undefined, { company: null, isPartner: false })).toBe('/app');
  });

  it('leads a supplier’s driver to the driver app, and nobody else', () => {
    expect(afterSignInPath(undefined, { company: { kind: 'supplier' }, role: 'partner_driver' })).toBe('/driver');
    expect(afterSignInPath('/app', { company: { kind: 'supplier' }, role: 'partner_driver' })).toBe('/driver');
    expect(afterSignInPath('/supplier/orders/1', { company: { kind: 'supplier' }, role: 'partner_driver' })).toBe(
      '/supplier/orders/1',
    );
    expect(afterSignInPath(undefined, { company: { kind: 'supplier' }, role: 'partner_manager' })).toBe('/supplier');
    expect(afterSignInPath(undefined, { company: { kind: 'contractor' }, role: 'partner_driver' })).toBe('/app');
    expect(workspaceHome('supplier', 'partner_driver')).toBe('/driver');
    expect(workspaceHome('supplier', 'supplier_owner')).toBe('/supplier');
    expect(workspaceHome('supplier')).toBe('/supplier');
    expect(workspaceHome('contractor', 'partner_driver')).toBe('/app');
  });
});

describe('the sign-in page for someone already signed in', () => {
  it('takes a supplier’s dispatcher to the supplier workspace instead of asking again', async () => {
    renderWithApi(<SignedInRedirect next="/app" />);
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/supplier'));
  });

  it('takes a contractor to where they were going', async () => {
    handlers.Me = () => ({ data: { me: CONTRACTOR_VIEWER } });
    renderWithApi(<SignedInRedirect next="/app/orders" />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/app/orders'));
  });

  it('leaves a visitor without a session on the sign-in form', async () => {
    window.localStorage.clear();
    renderWithApi(<SignedInRedirect next="/app" />);
    // The stored session is read at once: nothing to wait for, and nothing asked of the API.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(router.replace).not.toHaveBeenCalled();
    expect(requestsOf('Me')).toHaveLength(0);
  });
});
