// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SectionLink } from '@/components/ui/SectionLink';

const pathname = vi.hoisted(() => ({ current: '/about' }));
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));

afterEach(cleanup);

describe('a link to a section of a page', () => {
  it('is a plain fragment link on that page, so the browser scrolls and the address keeps one hash', () => {
    pathname.current = '/about';
    render(<SectionLink href="/about#ourTeam">Our team</SectionLink>);
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '#ourTeam');
  });

  it('goes to the page and its section from elsewhere', () => {
    pathname.current = '/';
    render(<SectionLink href="/about#ourTeam">Our team</SectionLink>);
    expect(screen.getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/about#ourTeam');
  });
});
