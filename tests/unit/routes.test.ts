import { describe, expect, it } from 'vitest';

import { isActivePath, marketingRoutes, routes } from '@/lib/routes';

describe('menu highlighting', () => {
  it('highlights an item on its own path and on any path containing it', () => {
    expect(isActivePath('/suppliers/concrete', '/suppliers/concrete')).toBe(true);
    expect(isActivePath('/suppliers/concrete', '/suppliers')).toBe(true);
    expect(isActivePath('/contractors/order', '/suppliers')).toBe(false);
  });

  it('highlights the home item only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('ignores the hash of the item', () => {
    expect(isActivePath('/about', '/about#whoWeAre')).toBe(true);
  });
});

describe('route table', () => {
  it('has unique paths, and unique anchors within each page', () => {
    const paths = marketingRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of marketingRoutes) {
      const ids = route.anchors.map((anchor) => anchor.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('gives /about the whoWeAre anchor the footer links to', () => {
    expect(routes.about.anchors.map((anchor) => anchor.id)).toContain('whoWeAre');
  });
});
