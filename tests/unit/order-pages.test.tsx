// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { OrderPages } from '@/components/placed-orders/OrderPages';

afterEach(cleanup);

const pathOf = (page: number) => `/orders?page=${page}`;
const pagesOf = (page: number, pages: number) =>
  render(<OrderPages page={page} pages={pages} pathOf={pathOf} previousLabel="Sooner" nextLabel="Later" />);

describe('the pages of an orders list', () => {
  it('shows nothing for a list of one page', () => {
    pagesOf(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).not.toBeInTheDocument();
  });

  it('says which page of how many, and links to the pages before and after', () => {
    pagesOf(2, 3);
    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Sooner' })).toHaveAttribute('href', '/orders?page=1');
    expect(within(pages).getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/orders?page=3');
  });

  it('links the first page to the next only, and the last to the one before only', () => {
    pagesOf(1, 2);
    expect(screen.queryByRole('link', { name: 'Sooner' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/orders?page=2');
    cleanup();
    pagesOf(2, 2);
    expect(screen.getByRole('link', { name: 'Sooner' })).toHaveAttribute('href', '/orders?page=1');
    expect(screen.queryByRole('link', { name: 'Later' })).not.toBeInTheDocument();
  });

  it('links a page past the last (orders gone since) back to the last', () => {
    pagesOf(5, 2);
    const pages = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('2 pages');
    expect(within(pages).getByRole('link', { name: 'Sooner' })).toHaveAttribute('href', '/orders?page=2');
    expect(within(pages).queryByRole('link', { name: 'Later' })).not.toBeInTheDocument();
  });
});
