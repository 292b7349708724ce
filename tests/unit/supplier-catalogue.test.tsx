// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { parseCents } from '@/components/supplier/catalogue/MoneyInput';
import { ProductForm } from '@/components/supplier/catalogue/ProductForm';
import { READ_ONLY_NOTICE, SupplierCatalogue } from '@/components/supplier/catalogue/SupplierCatalogue';
import type { SupplierProductFieldsFragment } from '@/graphql/generated/client/graphql';
import { SESSION_STORAGE_KEY } from '@/lib/apollo/session';
import { CATALOGUE_MESSAGES } from '@/lib/validation/catalogue';
import { messages } from '@/lib/validation/messages';
import { renderWithFakeApi, type Answer, type ApiRequest } from '@/tests/support/fake-api';

const router = { push: vi.fn<(href: string) => void>(), replace: vi.fn<(href: string) => void>() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/supplier/catalogue' }));
const toasts = vi.hoisted(() => ({
  success: vi.fn<(message: string) => void>(),
  error: vi.fn<(message: string) => void>(),
}));
vi.mock('react-toastify', () => ({ toast: toasts }));

let handlers: Record<string, Answer> = {};
const requests: ApiRequest[] = [];
const requestsOf = (name: string) => requests.filter((request) => request.operationName === name);

const VIEWER = {
  __typename: 'Viewer',
  id: 'u1',
  email: 'owner@northpeak.example',
  phone: null,
  fullName: 'NorthPeak Owner',
  referralCode: 'NPOWNER1',
  company: { id: 'c1', name: 'NorthPeak Ready Mix', kind: 'supplier', referralCreditCents: 0 },
  role: 'supplier_owner',
  companies: [{ company: { id: 'c1', name: 'NorthPeak Ready Mix', kind: 'supplier' }, role: 'supplier_owner' }],
};

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'ordinary-1', refreshToken: 'refresh-1' }));
  requests.length = 0;
  toasts.success.mockReset();
  toasts.error.mockReset();
  handlers = { Me: () => ({ data: { me: VIEWER } }) };
});
afterEach(cleanup);

const renderWithApi = (ui: ReactNode) => renderWithFakeApi(ui, () => handlers, requests);

const EXTRA = {
  __typename: 'ProductExtra',
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Pump truck',
  description: null,
  group: null,
  pricing: 'perOrder',
  priceCents: 45000,
} as const;
const PRODUCT: SupplierProductFieldsFragment & { __typename: 'SupplierProduct' } = {
  __typename: 'SupplierProduct',
  id: '00000000-0000-4000-8000-0000000000a1',
  name: '25 MPa Ready-Mix Concrete',
  description: 'General-purpose mix.',
  type: 'readyMix',
  unit: 'm3',
  priceCents: 19500,
  minimumOrder: 1,
  quantityIncrement: 0.5,
  maximumOrder: 100,
  feeMinCents: 6500,
  feeMaxCents: 19500,
  colors: ['Natural Grey'],
  extras: [EXTRA],
  rentalIncludedDays: null,
  rentalExtraDayCents: null,
  active: true,
  qualityPapers: [],
};

describe('MoneyInput amounts', () => {
  it('reads what people type as cents', () => {
    expect(parseCents('185')).toBe(18500);
    expect(parseCents('185.5')).toBe(18550);
    expect(parseCents('$1,850.00')).toBe(185000);
    expect(parseCents('')).toBeNull();
    expect(parseCents('12.345')).toBeNaN();
    expect(parseCents('abc')).toBeNaN();
  });
});

describe('ProductForm', () => {
  it('shows the shared schema’s messages next to their fields, sends nothing, and keeps what was typed', async () => {
    const { user } = renderWithApi(<ProductForm product={null} currency="CAD" onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Name'), 'Winter Mix');
    await user.type(screen.getByLabelText('Price per unit (CAD)'), 'twelve');
    await user.clear(screen.getByLabelText('Minimum order'));
    await user.type(screen.getByLabelText('Minimum order'), '1.25');
    await user.type(screen.getByLabelText(/Lowest fee per truck/), '65');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText(CATALOGUE_MESSAGES.price)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(messages.required);
    expect(screen.getByLabelText('Price per unit (CAD)')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf('SupplierProductCreate')).toHaveLength(0);
    expect(screen.getByLabelText('Name')).toHaveValue('Winter Mix');
    expect(screen.getByLabelText('Price per unit (CAD)')).toHaveValue('twelve');

    // Once each field is fine on its own, the rules between fields speak.
    await user.type(screen.getByLabelText('Description'), 'For cold pours.');
    await user.clear(screen.getByLabelText('Price per unit (CAD)'));
    await user.type(screen.getByLabelText('Price per unit (CAD)'), '219');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.feeBoth)).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum order')).toHaveAccessibleDescription(CATALOGUE_MESSAGES.minimumOfIncrement);
    expect(requestsOf('SupplierProductCreate')).toHaveLength(0);
  });

  it('offers the units of the chosen type', async () => {
    const { user } = renderWithApi(<ProductForm product={null} currency="CAD" onSaved={vi.fn()} onCancel={vi.fn()} />);
    const unit = screen.getByLabelText('Sold in');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['m3', 'yd']);
    await user.selectOptions(screen.getByLabelText('Type'), 'aggregates');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['tonne', 'ton']);
    expect(unit).toHaveValue('tonne');
  });

  it('asks a bin’s included days and extra-day price, with the schema’s messages, and sends them', async () => {
    handlers.SupplierProductCreate = (variables) => ({
      data: { supplierProductCreate: { ...PRODUCT, ...(variables.input as object), id: PRODUCT.id, extras: [] } },
    });
    const onSaved = vi.fn();
    const { user } = renderWithApi(<ProductForm product={null} currency="CAD" onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText('Days included')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'rentals');
    // A bin comes on its own truck: its fee is per bin.
    expect(screen.getByLabelText(/Lowest fee per bin/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '10 Yard Reno Bin');
    await user.type(screen.getByLabelText('Description'), 'For a kitchen or bathroom.');
    await user.type(screen.getByLabelText('Price per unit (CAD)'), '329');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.rentalIncludedDays)).toBeInTheDocument();
    expect(screen.getByLabelText('Extra day per bin (CAD)')).toHaveAccessibleDescription(
      CATALOGUE_MESSAGES.rentalExtraDayCents,
    );
    expect(requestsOf('SupplierProductCreate')).toHaveLength(0);

    await user.type(screen.getByLabelText('Days included'), '5');
    await user.type(screen.getByLabelText('Extra day per bin (CAD)'), '12');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsOf('SupplierProductCreate')[0]!.variables).toMatchObject({
      input: { type: 'rentals', unit: 'yd', priceCents: 32900, rentalIncludedDays: 5, rentalExtraDayCents: 1200 },
    });
  });

  it('edits a product and its extras, sends the schema’s output in cents, and toasts', async () => {
    handlers.SupplierProductUpdate = (variables) => ({
      data: {
        supplierProductUpdate: {
          ...PRODUCT,
          ...(variables.input as object),
          id: PRODUCT.id,
          extras: [EXTRA, { ...EXTRA, id: '00000000-0000-4000-8000-0000000000e2', name: 'Fibre', priceCents: 1800 }],
        },
      },
    });
    const onSaved = vi.fn();
    const { user } = renderWithApi(
      <ProductForm product={PRODUCT} currency="CAD" onSaved={onSaved} onCancel={vi.fn()} />,
    );
    expect(screen.getByLabelText('Price per unit (CAD)')).toHaveValue('195.00');
    await user.clear(screen.getByLabelText('Price per unit (CAD)'));
    await user.type(screen.getByLabelText('Price per unit (CAD)'), '205.50');
    await user.click(screen.getByRole('button', { name: 'Add an extra' }));
    const added = screen.getByRole('group', { name: 'Extra 2' });
    await user.type(within(added).getByLabelText('Name'), 'Fibre');
    await user.selectOptions(within(added).getByLabelText('Priced'), 'perUnit');
    await user.clear(within(added).getByLabelText('Price (CAD)'));
    await user.type(within(added).getByLabelText('Price (CAD)'), '18');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [request] = requestsOf('SupplierProductUpdate');
    expect(request!.variables).toMatchObject({
      id: PRODUCT.id,
      input: {
        name: PRODUCT.name,
        priceCents: 20550,
        colors: ['Natural Grey'],
        active: true,
        extras: [
          { id: EXTRA.id, name: 'Pump truck', pricing: 'perOrder', priceCents: 45000 },
          { id: null, name: 'Fibre', pricing: 'perUnit', priceCents: 1800, group: null, description: null },
        ],
      },
    });
    expect(toasts.success).toHaveBeenCalledWith('25 MPa Ready-Mix Concrete was saved', expect.anything());
  });

  it('puts the API’s field messages next to their fields', async () => {
    handlers.SupplierProductUpdate = () => ({
      data: null,
      errors: [
        {
          message: 'extras.0.id: This extra is no longer on the product',
          extensions: { code: 'BAD_USER_INPUT', fields: { 'extras.0.name': 'Another extra has this name' } },
        },
      ],
    });
    const { user } = renderWithApi(
      <ProductForm product={PRODUCT} currency="CAD" onSaved={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const extra = screen.getByRole('group', { name: 'Extra 1' });
    await waitFor(() =>
      expect(within(extra).getByLabelText('Name')).toHaveAccessibleDescription('Another extra has this name'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });
});

describe('SupplierCatalogue', () => {
  const catalogue = (mayEdit: boolean) => ({
    data: {
      supplierCatalogue: {
        __typename: 'SupplierCatalogue',
        supplierId: 's1',
        supplierName: 'NorthPeak Ready Mix',
        currency: 'CAD',
        mayEdit,
        products: [PRODUCT, { ...PRODUCT, id: '00000000-0000-4000-8000-0000000000b2', name: 'Old mix', active: false }],
        serviceAreaCityIds: ['00000000-0000-4000-8000-0000000000c1'],
        deliverySettings: {
          __typename: 'SupplierDeliverySettings',
          timeZone: 'America/Toronto',
          windowCapacityTrucks: 8,
          cancellationWindowHours: 24,
          cardHoldPercent: 10,
          lateCancellationFeePercent: 20,
        },
        cities: [
          {
            __typename: 'CatalogueCity',
            id: '00000000-0000-4000-8000-0000000000c1',
            name: 'Toronto',
            regionCode: 'ON',
            countryCode: 'CA',
            countryName: 'Canada',
          },
          {
            __typename: 'CatalogueCity',
            id: '00000000-0000-4000-8000-0000000000c2',
            name: 'Hamilton',
            regionCode: 'ON',
            countryCode: 'CA',
            countryName: 'Canada',
          },
        ],
      },
    },
  });

  it('lists the products in a table, and a driver sees everything read-only', async () => {
    handlers.SupplierCatalogue = () => catalogue(false);
    renderWithApi(<SupplierCatalogue />);
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('25 MPa Ready-Mix Concrete');
    expect(rows[1]).toHaveTextContent('$195.00 CAD / m³');
    expect(rows[1]).toHaveTextContent('1 – 100 m³');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(screen.getByText(READ_ONLY_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Toronto' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Hamilton' })).toBeDisabled();
    expect(screen.getByLabelText('Trucks per delivery window')).toBeDisabled();
  });

  it('saves the service areas and the delivery settings, with a toast each', async () => {
    handlers.SupplierCatalogue = () => catalogue(true);
    handlers.SupplierServiceAreasSet = (variables) => ({
      data: { supplierServiceAreasSet: (variables.input as { cityIds: string[] }).cityIds },
    });
    handlers.SupplierDeliverySettingsUpdate = (variables) => ({
      data: {
        supplierDeliverySettingsUpdate: { __typename: 'SupplierDeliverySettings', ...(variables.input as object) },
      },
    });
    const { user } = renderWithApi(<SupplierCatalogue />);
    await user.click(await screen.findByRole('checkbox', { name: 'Hamilton' }));
    await user.click(screen.getByRole('button', { name: 'Save service areas' }));
    await waitFor(() => expect(requestsOf('SupplierServiceAreasSet')).toHaveLength(1));
    expect(requestsOf('SupplierServiceAreasSet')[0]!.variables.input).toEqual({
      cityIds: ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'],
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Your service areas were saved', expect.anything()),
    );

    const hold = screen.getByLabelText('Additional card hold (%)');
    await user.clear(hold);
    await user.type(hold, '60');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    expect(hold).toHaveAccessibleDescription(
      `${CATALOGUE_MESSAGES.cardHoldPercent} Cards are pre-authorised for the amount due plus this much.`,
    );
    expect(requestsOf('SupplierDeliverySettingsUpdate')).toHaveLength(0);
    await user.clear(hold);
    await user.type(hold, '15');
    const lateFee = screen.getByLabelText('Late cancellation fee (%)');
    await user.clear(lateFee);
    await user.type(lateFee, '101');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    expect(lateFee).toHaveAccessibleDescription(
      `${CATALOGUE_MESSAGES.lateCancellationFeePercent} Of the order’s total, charged to cancel inside the cancellation window. 0 refuses it.`,
    );
    expect(requestsOf('SupplierDeliverySettingsUpdate')).toHaveLength(0);
    await user.clear(lateFee);
    await user.type(lateFee, '25');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    await waitFor(() => expect(requestsOf('SupplierDeliverySettingsUpdate')).toHaveLength(1));
    expect(requestsOf('SupplierDeliverySettingsUpdate')[0]!.variables.input).toEqual({
      timeZone: 'America/Toronto',
      windowCapacityTrucks: 8,
      cancellationWindowHours: 24,
      cardHoldPercent: 15,
      lateCancellationFeePercent: 25,
    });
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Your delivery settings were saved', expect.anything()),
    );
  });
});
