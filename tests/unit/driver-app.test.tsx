// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DriverApp, NO_LOADS_MESSAGE } from '@/components/driver/DriverApp';
import { NOT_SCHEDULED_YET_MESSAGE } from '@/components/driver/DriverLoadCard';
import { LOAD_NOTE_LABEL } from '@/components/driver/LoadNoteForm';
import { unloadingLabel } from '@/components/driver/stepLabels';
import type {
  DriverDayQuery,
  LoadStep,
  OrderLoadFieldsFragment,
  ViewerFieldsFragment,
} from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { POSITION_INTERVAL_MS } from '@/lib/validation/dispatch';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/driver' }));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// ---- A test API: answers by operation name, records every request --------------------------------

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (operationName: string) => requests.filter((request) => request.operationName === operationName);

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

const DRIVER: ViewerFieldsFragment & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  isMarketplaceOperator: false,
  isPartner: false,
  id: 'u-driver',
  email: 'sam@northpeak.example',
  phone: null,
  fullName: 'Sam Driver',
  referralCode: 'SAMD2345',
  company: { ...NORTHPEAK, referralCreditCents: 0 },
  role: 'partner_driver',
  companies: [{ company: NORTHPEAK, role: 'partner_driver' }],
};

const LOAD_1 = '00000000-0000-4000-8000-0000000000f1';
const LOAD_2 = '00000000-0000-4000-8000-0000000000f2';

/** A value as the API answers it, with its type's name: the cache reads fragments by it. */
const typed = <Fields extends object>(typename: string, fields: Fields): Fields =>
  Object.assign({ __typename: typename }, fields);

function load(id: string, sequence: number, overrides: Partial<OrderLoadFieldsFragment> = {}): OrderLoadFieldsFragment {
  return typed('OrderLoad', {
    id,
    sequence,
    quantity: 4,
    unit: 'm3',
    truck: typed('LoadTruck', { id: 't1', name: 'Mixer 12' }),
    driver: typed('SupplierTeamMember', { userId: DRIVER.id, fullName: DRIVER.fullName }),
    step: 'planned',
    loadedAt: null,
    enRouteAt: null,
    arrivedAt: null,
    unloadingAt: null,
    deliveredAt: null,
    driverNote: null,
    delayMinutes: null,
    delayReason: null,
    deliveredQuantity: null,
    waterAddedLitres: null,
    slumpMm: null,
    receivedBy: null,
    hasSignature: false,
    hasPhoto: false,
    ticketUrl: null,
    held: false,
    heldAt: null,
    eta: null,
    position: null,
    ...overrides,
  });
}

type DriverLoad = DriverDayQuery['driverDay']['loads'][number];

function entry(loadFields: OrderLoadFieldsFragment, overrides: Partial<DriverLoad> = {}): DriverLoad {
  return {
    load: loadFields,
    orderId: 'o1',
    timeZone: 'America/Toronto',
    orderNumber: 'BM-3F9A21',
    orderStatus: 'scheduled',
    productName: '25 MPa ready-mix',
    productType: 'readyMix',
    orderQuantity: 8,
    deliveryDate: '2026-12-22',
    deliveryWindow: '06:00–10:00',
    siteName: 'Tower B',
    deliveryAddress: '100 King Street West',
    postalCode: 'M5X 1A9',
    siteLatitude: 43.6487,
    siteLongitude: -79.3817,
    cityName: 'Toronto',
    gateCode: '4321#',
    accessNotes: 'Enter from Bay Street',
    washoutNotes: 'Washout bin by the north gate',
    contactName: 'Riley Foreman',
    contactPhone: '+14165550142',
    contractorName: 'Keystone Builders',
    ...overrides,
  };
}

/** The day the fake API answers; tests change its loads' steps as the server would. */
let day: DriverDayQuery['driverDay'];
const withStep = (loadId: string, step: LoadStep) => {
  day = {
    ...day,
    loads: day.loads.map((item) => (item.load.id === loadId ? { ...item, load: { ...item.load, step } } : item)),
  };
};
const loadOf = (loadId: string) => day.loads.find((item) => item.load.id === loadId)!.load;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  router.replace.mockReset();
  day = {
    date: '2026-12-22',
    loads: [
      entry(load(LOAD_1, 1)),
      entry(load(LOAD_2, 2, { quantity: 6.5, unit: 'tonne' }), {
        orderId: 'o2',
        orderNumber: 'BM-77C0D1',
        productName: 'Clear stone 20 mm',
        productType: 'aggregates',
        deliveryWindow: '10:00–14:00',
        siteName: null,
        deliveryAddress: '5 Lakeshore Road',
        postalCode: 'L5G 1C9',
        siteLatitude: null,
        siteLongitude: null,
        cityName: 'Mississauga',
        gateCode: null,
        accessNotes: null,
        washoutNotes: null,
        contactName: 'Ana Site',
        contactPhone: '+19055550100',
        contractorName: 'Lakeside Homes',
      }),
    ],
    coming: [],
  };
  handlers = {
    Me: () => ({ data: { me: DRIVER } }),
    DriverDay: () => ({ data: { driverDay: day } }),
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cardOf = (name: RegExp) => screen.getByRole('article', { name });

// ---- The day ------------------------------------------------------------------------------------

describe('the driver’s day', () => {
  it('shows the date and the loads in the order they go, with what the driver needs on site', async () => {
    renderWithApi(<DriverApp />);
    expect(await screen.findByRole('heading', { level: 1, name: /Your loads.*Tue, Dec 22, 2026/ })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Loads in the order they go' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Load 1: 4 m³ 25 MPa ready-mix' })).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('heading', { name: 'Load 2: 6.5 tonnes Clear stone 20 mm' }),
    ).toBeInTheDocument();

    const first = cardOf(/^Load 1/);
    expect(first).toHaveTextContent('06:00–10:00');
    expect(first).toHaveTextContent('Tower B');
    expect(first).toHaveTextContent('100 King Street West');
    expect(first).toHaveTextContent('M5X 1A9 Toronto');
    expect(within(first).getByText('4321#')).toBeInTheDocument();
    expect(first).toHaveTextContent('Enter from Bay Street');
    expect(first).toHaveTextContent('Washout bin by the north gate');
    expect(first).toHaveTextContent('Keystone Builders');
    expect(first).toHaveTextContent('Riley Foreman');
    expect(within(first).getByRole('link', { name: 'Call +14165550142' })).toHaveAttribute('href', 'tel:+14165550142');
    expect(first).toHaveTextContent('Step Planned');
    // One button for the next step, named after it.
    expect(within(first).getByRole('button', { name: 'Loaded' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'En route' })).not.toBeInTheDocument();
    expect(within(first).getByLabelText(/Note for the dispatcher/)).toBeInTheDocument();

    expect(requestsOf('DriverDay')[0]?.variables).toEqual({ date: null });
  });

  it('asks for the day of the address’s date', async () => {
    renderWithApi(<DriverApp date="2026-12-23" />);
    await screen.findByRole('heading', { level: 1 });
    expect(requestsOf('DriverDay')[0]?.variables).toEqual({ date: '2026-12-23' });
  });

  it('says so when there is no load today', async () => {
    day = { date: '2026-12-22', loads: [], coming: [] };
    renderWithApi(<DriverApp />);
    expect(await screen.findByText(NO_LOADS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming days' })).not.toBeInTheDocument();
  });

  it('shows the coming days’ loads without asking for their date, each day and order a link', async () => {
    const tomorrow = entry(load('00000000-0000-4000-8000-0000000000f3', 1), {
      orderId: 'o3',
      orderNumber: 'BM-91AA02',
      deliveryDate: '2026-12-23',
      deliveryWindow: '10:00–14:00',
    });
    day = { date: '2026-12-22', loads: [], coming: [{ date: '2026-12-23', loads: [tomorrow] }] };
    renderWithApi(<DriverApp />);
    expect(await screen.findByText(NO_LOADS_MESSAGE)).toBeInTheDocument();
    const coming = screen.getByRole('region', { name: 'Coming days' });
    expect(within(coming).getByRole('link', { name: 'Wed, Dec 23, 2026: 1 load' })).toHaveAttribute(
      'href',
      '/driver?date=2026-12-23',
    );
    expect(coming).toHaveTextContent('10:00–14:00 · Load 1: 4 m³ 25 MPa ready-mix · Tower B, Toronto');
    expect(within(coming).getByRole('link', { name: 'Order BM-91AA02' })).toHaveAttribute('href', '/driver/orders/o3');
  });

  it('links each load to its order, its chat, and directions to the site in the phone’s maps', async () => {
    renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    expect(within(first).getByRole('link', { name: 'Order BM-3F9A21' })).toHaveAttribute('href', '/driver/orders/o1');
    expect(within(first).getByRole('link', { name: 'Chat with the contractor and dispatcher' })).toHaveAttribute(
      'href',
      '/driver/orders/o1#order-chat',
    );
    expect(within(first).getByRole('link', { name: /^Directions to the site/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=43.6487,-79.3817',
    );
    // No pin on the map: the directions go to the address.
    expect(within(cardOf(/^Load 2/)).getByRole('link', { name: /^Directions to the site/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=5%20Lakeshore%20Road%2C%20L5G%201C9%20Mississauga',
    );
  });

  it('offers no step before the order is scheduled, and says why', async () => {
    day = { ...day, loads: [{ ...day.loads[0]!, orderStatus: 'accepted' }] };
    renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    expect(within(first).getByText(NOT_SCHEDULED_YET_MESSAGE)).toHaveAttribute('role', 'status');
    expect(within(first).queryByRole('button', { name: 'Loaded' })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal plainly to someone who is not a supplier’s driver', async () => {
    handlers.DriverDay = () => graphQLError('FORBIDDEN', 'Your role may not do this.');
    renderWithApi(<DriverApp />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role may not do this.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, coming back to /driver', async () => {
    window.localStorage.clear();
    renderWithApi(<DriverApp />);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/sign-in?next=%2Fdriver'));
  });

  it('names unloading after the product: pouring concrete, dumping aggregates', () => {
    expect(unloadingLabel('25 MPa ready-mix', 'm3')).toBe('Pouring');
    expect(unloadingLabel('Clear stone 20 mm', 'tonne')).toBe('Dumping');
    expect(unloadingLabel('Mixed load', 'm3')).toBe('Pouring or dumping');
  });
});

// ---- Steps --------------------------------------------------------------------------------------

describe('the next step', () => {
  it('reports the next step and shows the new one with the following button', async () => {
    handlers.LoadStepReport = ({ input }) => {
      const { loadId, step } = input as { loadId: string; step: LoadStep };
      withStep(loadId, step);
      return { data: { loadStepReport: { ...loadOf(loadId), loadedAt: '2026-12-22T11:42:00.000Z' } } };
    };
    const { user } = renderWithApi(<DriverApp />);
    await user.click(await within(await findCard(/^Load 1/)).findByRole('button', { name: 'Loaded' }));

    const first = cardOf(/^Load 1/);
    expect(await within(first).findByRole('button', { name: 'En route' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Step Loaded');
    expect(requestsOf('LoadStepReport')[0]?.variables.input).toEqual({ loadId: LOAD_1, step: 'loaded' });
  });

  it('says pouring for concrete and dumping for stone on the unloading step', async () => {
    withStep(LOAD_1, 'arrived');
    withStep(LOAD_2, 'arrived');
    renderWithApi(<DriverApp />);
    expect(await within(await findCard(/^Load 1/)).findByRole('button', { name: 'Pouring' })).toBeInTheDocument();
    expect(within(cardOf(/^Load 2/)).getByRole('button', { name: 'Dumping' })).toBeInTheDocument();
  });

  it('reloads the day and says where the load is when it was further along', async () => {
    handlers.LoadStepReport = () => {
      withStep(LOAD_1, 'en_route');
      return graphQLError('LOAD_STEP_OUT_OF_ORDER', 'Report the steps in order: this is not the load’s next step.', {
        step: 'en_route',
      });
    };
    const { user } = renderWithApi(<DriverApp />);
    await user.click(await within(await findCard(/^Load 1/)).findByRole('button', { name: 'Loaded' }));

    const first = cardOf(/^Load 1/);
    expect(await within(first).findByRole('alert')).toHaveTextContent(
      'This load was already at “En route”. The screen now shows where it is.',
    );
    expect(within(first).getByRole('button', { name: 'Arrived' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Step En route');
    expect(requestsOf('DriverDay').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when the dispatcher has not scheduled the order yet', async () => {
    handlers.LoadStepReport = () =>
      graphQLError('LOAD_NOT_STARTABLE', 'The dispatcher has not scheduled this order yet.', { status: 'accepted' });
    const { user } = renderWithApi(<DriverApp />);
    await user.click(await within(await findCard(/^Load 1/)).findByRole('button', { name: 'Loaded' }));
    expect(await within(cardOf(/^Load 1/)).findByRole('alert')).toHaveTextContent(
      'The dispatcher has not scheduled this order yet.',
    );
  });

  it('reads the day again when one of the supplier’s orders changes (a dispatcher re-plans)', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1' }));
    const stream = fakeEventStream();
    renderWithApi(<DriverApp />);
    await findCard(/^Load 1/);
    await waitFor(() => expect(stream).toHaveLength(1));
    const before = requestsOf('DriverDay').length;
    withStep(LOAD_1, 'loaded');
    stream[0]!.write('event: order\ndata: {"orderId":"o1"}\n\n');
    await waitFor(() => expect(requestsOf('DriverDay').length).toBeGreaterThan(before));
    expect(await within(cardOf(/^Load 1/)).findByRole('button', { name: 'En route' })).toBeInTheDocument();
  });
});

// ---- Proof of delivery and delays ----------------------------------------------------------------

describe('delivered, with its proof', () => {
  /** The upload route as the server answers it, recording what was sent. */
  function fakeUploads(answer: (path: string) => Response = () => Response.json({}, { status: 201 })) {
    const sent: { path: string; authorization: string | null; file: FormDataEntryValue | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const path = input;
        if (!path.startsWith('/api/uploads/delivery/')) return Promise.reject(new Error(`unexpected ${path}`));
        const headers = new Headers(init?.headers);
        sent.push({ path, authorization: headers.get('authorization'), file: (init?.body as FormData).get('file') });
        return Promise.resolve(answer(path));
      }),
    );
    return sent;
  }

  beforeEach(() => {
    // jsdom draws nothing: a canvas gives a PNG blob of the signature.
    HTMLCanvasElement.prototype.getContext = vi.fn(
      () =>
        ({
          beginPath: vi.fn(),
          moveTo: vi.fn(),
          lineTo: vi.fn(),
          stroke: vi.fn(),
          clearRect: vi.fn(),
          fillText: vi.fn(),
        }) as unknown as CanvasRenderingContext2D,
    ) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toBlob = function (callback: BlobCallback) {
      callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    };
    withStep(LOAD_1, 'unloading');
  });

  it('asks for the receiver and their signature, uploads it, then records the delivery', async () => {
    const sent = fakeUploads();
    handlers.LoadDeliver = ({ input }) => {
      withStep(LOAD_1, 'delivered');
      return { data: { loadDeliver: { ...loadOf(LOAD_1), ...(input as object), hasSignature: true } } };
    };
    const { user } = renderWithApi(<DriverApp />);
    const card = await findCard(/^Load 1/);
    const form = within(card).getByRole('form', { name: 'Record the delivery' });
    await user.click(within(form).getByRole('button', { name: 'Delivered' }));
    expect(await within(form).findByText('Ask the person receiving the load to sign first.')).toBeInTheDocument();
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Received by'), 'Riley Foreman');
    await user.click(within(form).getByRole('button', { name: 'Sign with the typed name' }));
    await user.clear(within(form).getByLabelText('Quantity delivered (m³)'));
    await user.type(within(form).getByLabelText('Quantity delivered (m³)'), '3.5');
    await user.type(within(form).getByLabelText(/Water added on site/), '40');
    await user.click(within(form).getByRole('button', { name: 'Delivered: send the proof' }));

    await waitFor(() => expect(requestsOf('LoadDeliver')).toHaveLength(1));
    expect(sent).toEqual([
      {
        path: `/api/uploads/delivery/${LOAD_1}/signature`,
        authorization: 'Bearer ordinary-1',
        file: expect.any(File) as unknown,
      },
    ]);
    expect(requestsOf('LoadDeliver')[0]?.variables.input).toEqual({
      loadId: LOAD_1,
      receivedBy: 'Riley Foreman',
      deliveredQuantity: 3.5,
      waterAddedLitres: 40,
      slumpMm: null,
    });
    expect(await within(cardOf(/^Load 1/)).findByText('Delivered')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(cardOf(/^Load 1/)).queryByRole('form', { name: 'Record the delivery' })).toBeNull(),
    );
  });

  it('keeps what was typed and says why when the signature is refused', async () => {
    fakeUploads(() =>
      Response.json(
        { error: { code: 'UNSUPPORTED_FILE', message: 'The signature must be a PNG image.' } },
        { status: 415 },
      ),
    );
    const { user } = renderWithApi(<DriverApp />);
    const form = within(await findCard(/^Load 1/)).getByRole('form', { name: 'Record the delivery' });
    await user.type(within(form).getByLabelText('Received by'), 'Riley Foreman');
    await user.click(within(form).getByRole('button', { name: 'Sign with the typed name' }));
    await user.click(within(form).getByRole('button', { name: 'Delivered: send the proof' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The signature must be a PNG image.');
    expect(within(form).getByLabelText('Received by')).toHaveValue('Riley Foreman');
    expect(requestsOf('LoadDeliver')).toHaveLength(0);
  });

  it('asks no water or slump for stone', async () => {
    withStep(LOAD_2, 'unloading');
    renderWithApi(<DriverApp />);
    const form = within(await findCard(/^Load 2/)).getByRole('form', { name: 'Record the delivery' });
    expect(within(form).queryByLabelText(/Water added/)).toBeNull();
    expect(within(form).getByLabelText('Quantity delivered (tonne)')).toHaveValue(6.5);
  });
});

describe('a held truck', () => {
  it('says the load is on hold and offers no step until it is released', async () => {
    day = {
      ...day,
      loads: day.loads.map((item) =>
        item.load.id === LOAD_1 ? { ...item, load: { ...item.load, held: true } } : item,
      ),
    };
    renderWithApi(<DriverApp />);
    const card = await findCard(/^Load 1/);
    expect(within(card).getByText(/^On hold: the contractor asked to hold this truck./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(card).queryByRole('button', { name: 'Loaded' })).toBeNull();
    expect(within(cardOf(/^Load 2/)).getByRole('button', { name: 'Loaded' })).toBeInTheDocument();
  });
});

describe('a delay', () => {
  it('tells the contractor how late and why', async () => {
    handlers.LoadDelayReport = ({ input }) => {
      const { minutes, reason } = input as { minutes: number; reason: string };
      return { data: { loadDelayReport: { ...loadOf(LOAD_1), delayMinutes: minutes, delayReason: reason } } };
    };
    const { user } = renderWithApi(<DriverApp />);
    const card = await findCard(/^Load 1/);
    await user.click(within(card).getByRole('button', { name: 'Report a delay' }));
    const form = within(card).getByRole('form', { name: 'Delay of load 1' });
    await user.selectOptions(within(form).getByLabelText('How late (minutes)'), 'About 45 minutes');
    await user.type(within(form).getByLabelText(/Why/), 'Plant queue');
    await user.click(within(form).getByRole('button', { name: 'Tell the contractor' }));
    expect(
      await within(cardOf(/^Load 1/)).findByText('Delay reported: about 45 minutes (Plant queue).'),
    ).toBeInTheDocument();
    expect(requestsOf('LoadDelayReport')[0]?.variables.input).toEqual({
      loadId: LOAD_1,
      minutes: 45,
      reason: 'Plant queue',
    });
  });
});

// ---- Notes --------------------------------------------------------------------------------------

describe('the driver’s note', () => {
  it('saves the note on the load', async () => {
    handlers.LoadNoteSave = ({ input }) => {
      const { loadId, note } = input as { loadId: string; note: string | null };
      return { data: { loadNoteSave: { ...loadOf(loadId), driverNote: note } } };
    };
    const { user } = renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    const field = within(first).getByLabelText(new RegExp(LOAD_NOTE_LABEL));
    await user.type(field, 'Waited 20 minutes at the gate');
    await user.click(within(first).getByRole('button', { name: 'Save note' }));

    expect(await within(first).findByText('Note saved.')).toBeInTheDocument();
    expect(field).toHaveValue('Waited 20 minutes at the gate');
    expect(requestsOf('LoadNoteSave')[0]?.variables.input).toEqual({
      loadId: LOAD_1,
      note: 'Waited 20 minutes at the gate',
    });
  });
});

// ---- Position -----------------------------------------------------------------------------------

interface FakeGeolocation {
  watchPosition: ReturnType<typeof vi.fn>;
  clearWatch: ReturnType<typeof vi.fn>;
  /** The phone finds itself here (calls the watch's success callback). */
  move: (latitude: number, longitude: number) => void;
  fail: (code: number) => void;
}

function fakeGeolocation(): FakeGeolocation {
  let success: PositionCallback | undefined;
  let failure: PositionErrorCallback | null | undefined;
  const fake: FakeGeolocation = {
    watchPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      success = onSuccess;
      failure = onError;
      return 7;
    }),
    clearWatch: vi.fn(() => {
      success = undefined;
      failure = undefined;
    }),
    move: (latitude, longitude) =>
      act(() =>
        success?.({
          coords: { latitude, longitude, accuracy: 12 } as GeolocationCoordinates,
          timestamp: Date.now(),
        } as GeolocationPosition),
      ),
    fail: (code) =>
      act(() =>
        failure?.({
          code,
          message: '',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        }),
      ),
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation: fake }));
  return fake;
}

describe('the truck’s position', () => {
  beforeEach(() => {
    withStep(LOAD_1, 'en_route');
    handlers.LoadPositionReport = ({ input }) => ({
      data: {
        loadPositionReport: typed('OrderLoad', {
          id: (input as { loadId: string }).loadId,
          step: 'en_route',
          position: typed('TruckPosition', { at: 'now' }),
        }),
      },
    });
  });

  it('is sent while en route once the driver agrees, at most once per interval, and stops at arrival', async () => {
    const geolocation = fakeGeolocation();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    handlers.LoadStepReport = ({ input }) => {
      const { loadId, step } = input as { loadId: string; step: LoadStep };
      withStep(loadId, step);
      return { data: { loadStepReport: loadOf(loadId) } };
    };
    const { user } = renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);

    // Nothing is asked of the browser before the driver agrees, and the reason is given first.
    expect(within(first).getByText(/The contractor can see your truck coming and when it will arrive/)).toBeVisible();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    await user.click(within(first).getByRole('button', { name: 'Share my position while en route' }));
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);

    geolocation.move(43.65, -79.38);
    await waitFor(() => expect(requestsOf('LoadPositionReport')).toHaveLength(1));
    expect(requestsOf('LoadPositionReport')[0]?.variables.input).toEqual({
      loadId: LOAD_1,
      latitude: 43.65,
      longitude: -79.38,
      accuracyMeters: 12,
    });
    expect(within(within(first).getByRole('region', { name: 'Your position' })).getByRole('status')).toHaveTextContent(
      'Sharing your position',
    );

    now += POSITION_INTERVAL_MS - 1;
    geolocation.move(43.651, -79.381);
    now += 1;
    geolocation.move(43.652, -79.382);
    await waitFor(() => expect(requestsOf('LoadPositionReport')).toHaveLength(2));
    expect(requestsOf('LoadPositionReport')[1]?.variables.input).toMatchObject({ latitude: 43.652 });

    await user.click(within(first).getByRole('button', { name: 'Arrived' }));
    await within(cardOf(/^Load 1/)).findByRole('button', { name: 'Pouring' });
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    now += POSITION_INTERVAL_MS * 2;
    geolocation.move(43.66, -79.39);
    expect(requestsOf('LoadPositionReport')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Share my position while en route' })).not.toBeInTheDocument();
  });

  it('resumes after a reload while en route, for the driver who agreed, without asking again', async () => {
    let geolocation = fakeGeolocation();
    const { user } = renderWithApi(<DriverApp />);
    await user.click(
      within(await findCard(/^Load 1/)).getByRole('button', { name: 'Share my position while en route' }),
    );
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);
    cleanup();

    // The reload: the same driver's phone shares again by itself while the load is en route.
    geolocation = fakeGeolocation();
    renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalledTimes(1));
    expect(within(first).getByRole('button', { name: 'Stop sharing my position' })).toBeInTheDocument();
    geolocation.move(43.65, -79.38);
    await waitFor(() => expect(requestsOf('LoadPositionReport')).toHaveLength(1));
    cleanup();

    // Another driver signed in on this phone is asked for their own agreement.
    geolocation = fakeGeolocation();
    handlers.Me = () => ({ data: { me: { ...DRIVER, id: 'u-other-driver' } } });
    renderWithApi(<DriverApp />);
    const theirs = await findCard(/^Load 1/);
    expect(within(theirs).getByRole('button', { name: 'Share my position while en route' })).toBeInTheDocument();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('does not resume when no load is en route', async () => {
    window.localStorage.setItem(`buildmarket.driver-share-position.${DRIVER.id}`, 'yes');
    withStep(LOAD_1, 'planned');
    const geolocation = fakeGeolocation();
    renderWithApi(<DriverApp />);
    await findCard(/^Load 1/);
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('says so when the browser refuses, and the steps still work', async () => {
    const geolocation = fakeGeolocation();
    const { user } = renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    await user.click(within(first).getByRole('button', { name: 'Share my position while en route' }));
    geolocation.fail(1);
    expect(within(within(first).getByRole('region', { name: 'Your position' })).getByRole('status')).toHaveTextContent(
      'Your position is not shared',
    );
    expect(within(first).getByRole('button', { name: 'Arrived' })).toBeEnabled();
    expect(requestsOf('LoadPositionReport')).toHaveLength(0);
  });

  it('says so when the phone has no geolocation at all', async () => {
    vi.stubGlobal('navigator', Object.create(navigator) as Navigator);
    Object.defineProperty(navigator, 'geolocation', { value: undefined });
    const { user } = renderWithApi(<DriverApp />);
    const first = await findCard(/^Load 1/);
    await user.click(within(first).getByRole('button', { name: 'Share my position while en route' }));
    expect(within(within(first).getByRole('region', { name: 'Your position' })).getByRole('status')).toHaveTextContent(
      'Your position cannot be found on this phone',
    );
  });
});

// ---- Offline ------------------------------------------------------------------------------------

describe('a reload without network', () => {
  it('shows the last loaded day, marked offline with its time, and nothing to report', async () => {
    renderWithApi(<DriverApp />);
    await findCard(/^Load 1/);
    cleanup();

    // No answer: the fake API's fetch fails, like a phone without network.
    delete handlers.DriverDay;
    renderWithApi(<DriverApp />);
    expect(await screen.findByText(/Offline: last loaded at \d\d:\d\d/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server');
    const card = cardOf(/^Load 1/);
    expect(card).toHaveTextContent('100 King Street West');
    expect(within(card).getByRole('link', { name: 'Call +14165550142' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Loaded' })).not.toBeInTheDocument();
  });

  it('shows the copy when even the account cannot be loaded', async () => {
    renderWithApi(<DriverApp />);
    await findCard(/^Load 1/);
    cleanup();

    handlers = {};
    renderWithApi(<DriverApp />);
    expect(await screen.findByText(/Offline: last loaded at/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your account');
    expect(cardOf(/^Load 2/)).toHaveTextContent('Lakeside Homes');
  });

  it('never shows another person’s copy', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u-driver', 'c1') }));
    renderWithApi(<DriverApp />);
    await findCard(/^Load 1/);
    cleanup();

    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: tokenFor('u-other', 'c1') }));
    // No answer: the fake API's fetch fails, like a phone without network.
    delete handlers.DriverDay;
    renderWithApi(<DriverApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(screen.queryByText(/Offline: last loaded at/)).not.toBeInTheDocument();
  });
});

// ---- Helpers ------------------------------------------------------------------------------------

async function findCard(name: RegExp) {
  return screen.findByRole('article', { name });
}

/** A JWT-shaped ordinary token (only its claims are read in the browser). */
function tokenFor(userId: string, companyId: string) {
  return ['e30', btoa(JSON.stringify({ sub: userId, cid: companyId, exp: 4_102_444_800 })), 'sig'].join('.');
}

/** The API's order-change stream, written to by the test. */
function fakeEventStream() {
  const calls: { write: (text: string) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start: (c) => {
          controller = c;
        },
      });
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      calls.push({ write: (text) => controller.enqueue(new TextEncoder().encode(text)) });
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    }),
  );
  return calls;
}
