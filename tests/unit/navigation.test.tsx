// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DropdownMenu } from '@/components/layout/DropdownMenu';
import { Header } from '@/components/layout/Header';
import { NavLink } from '@/components/layout/NavLink';
import type * as env from '@/lib/env';
import { supplierMenu } from '@/lib/routes';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));
// The header is a server component, given the API's endpoint from the server's environment.
vi.mock('@/lib/env', async (importOriginal) => ({
  ...(await importOriginal<typeof env>()),
  graphqlEndpoint: () => '/api/gql',
}));

const overview = { label: 'All supplier solutions', url: '/suppliers' };

function renderSuppliersDropdown() {
  render(
    <>
      <DropdownMenu label="Suppliers" items={supplierMenu} overview={overview} />
      <a href="/after">Next link on the page</a>
    </>,
  );
  return {
    button: screen.getByRole('button', { name: 'Suppliers' }),
    item: (name: string) => screen.getByRole('link', { name }),
  };
}

beforeEach(() => {
  navigation.pathname = '/about';
  // jsdom has no matchMedia; the mobile menu listens to it for auto-closing.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header dropdown', () => {
  it('opens with Enter on the first item, moves with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const { button, item } = renderSuppliersDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Concrete' })).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Suppliers' });
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(item('Concrete')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(item('Bulk material')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('All supplier solutions')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Concrete')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('All supplier solutions')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Concrete')).toHaveFocus();
  });

  it('opens with Space and ArrowDown too, and ArrowUp lands on the last item', async () => {
    const user = userEvent.setup();
    const { button, item } = renderSuppliersDropdown();
    button.focus();
    await user.keyboard(' ');
    expect(item('Concrete')).toHaveFocus();

    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Concrete')).toHaveFocus();

    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(item('All supplier solutions')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { button, item } = renderSuppliersDropdown();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(item('Bulk material')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Suppliers' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it, but not on a click inside its list', async () => {
    const user = userEvent.setup();
    const { button } = renderSuppliersDropdown();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // A mouse click opens it without moving focus into the list.
    expect(button).toHaveFocus();

    await user.click(screen.getByRole('list', { name: 'Suppliers' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item is chosen, and when Tab moves focus past it', async () => {
    const user = userEvent.setup();
    const { button, item } = renderSuppliersDropdown();
    await user.click(button);
    // jsdom cannot load another document: keep the click from following the link.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(item('Disposal bins'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowUp}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Next link on the page' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('active highlighting in the header', () => {
  const banner = () => within(screen.getByRole('banner'));
  const openMenu = async (name: string) => {
    await userEvent.setup().click(banner().getByRole('button', { name }));
    return within(screen.getByRole('list', { name }));
  };

  it('marks the current page and the dropdown that holds it', async () => {
    navigation.pathname = '/suppliers/concrete';
    render(<Header />);
    expect(banner().getByRole('button', { name: 'Suppliers' })).toHaveAttribute('data-active');
    expect(banner().getByRole('button', { name: 'Contractors' })).not.toHaveAttribute('data-active');
    expect(banner().getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');

    const suppliers = await openMenu('Suppliers');
    expect(suppliers.getByRole('link', { name: 'Concrete' })).toHaveAttribute('aria-current', 'page');
    expect(suppliers.getByRole('link', { name: 'Concrete' })).toHaveAttribute('data-active');
    expect(suppliers.getByRole('link', { name: 'Bulk material' })).not.toHaveAttribute('aria-current');
    // The overview page is only highlighted on itself, not on each of its children.
    expect(suppliers.getByRole('link', { name: 'All supplier solutions' })).not.toHaveAttribute('data-active');
  });

  it('highlights a plain link on its page, and a parent path on a page beneath it', () => {
    navigation.pathname = '/about';
    render(<Header />);
    expect(banner().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(banner().getByRole('link', { name: 'Career' })).not.toHaveAttribute('data-active');
    expect(banner().getByRole('button', { name: 'Suppliers' })).not.toHaveAttribute('data-active');
    cleanup();

    navigation.pathname = '/career/openings';
    render(<Header />);
    const career = banner().getByRole('link', { name: 'Career' });
    expect(career).toHaveAttribute('data-active');
    expect(career).not.toHaveAttribute('aria-current');
  });

  it('highlights Building materials and Suppliers on the home page, and the contractors overview on its own page', async () => {
    navigation.pathname = '/';
    render(<Header />);
    expect(banner().getByRole('button', { name: 'Suppliers' })).toHaveAttribute('data-active');
    const suppliers = await openMenu('Suppliers');
    expect(suppliers.getByRole('link', { name: 'Building materials' })).toHaveAttribute('aria-current', 'page');
    cleanup();

    navigation.pathname = '/contractors';
    render(<Header />);
    expect(banner().getByRole('button', { name: 'Contractors' })).toHaveAttribute('data-active');
    const contractors = await openMenu('Contractors');
    expect(contractors.getByRole('link', { name: 'All contractor features' })).toHaveAttribute('aria-current', 'page');
    expect(contractors.getByRole('link', { name: 'Order' })).not.toHaveAttribute('data-active');
  });
});

describe('the supplier workspace navigation', () => {
  const renderNav = () =>
    render(
      <nav aria-label="Supplier workspace">
        <NavLink href="/supplier" exact alsoUnder="/supplier/orders">
          Orders
        </NavLink>
        <NavLink href="/supplier/schedule">Schedule</NavLink>
      </nav>,
    );

  it('highlights Orders on the inbox and on an order, not on the schedule board', () => {
    navigation.pathname = '/supplier/orders/5b1f0c7e';
    renderNav();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    cleanup();

    navigation.pathname = '/supplier/schedule';
    renderNav();
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: 'Schedule' })).toHaveAttribute('aria-current', 'page');
    cleanup();

    navigation.pathname = '/supplier';
    renderNav();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });
});
