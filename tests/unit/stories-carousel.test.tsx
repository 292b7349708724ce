// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { companyOf, StoriesCarousel, type CustomerStory } from '@/components/marketing/StoriesCarousel';
import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_MIN_SWIPE_PX } from '@/lib/constants';

const stories: CustomerStory[] = [
  {
    id: '1',
    logo: '/logos/stories/keystone-builders.svg',
    message: 'Our site supers order concrete at night for a 7 am pour.',
    author: 'Daniela Ruiz',
    position: 'Operations Manager, Keystone Builders',
    title: null,
    ratingImage: '/images/rating-5.svg',
  },
  {
    id: '2',
    logo: '/logos/stories/bell-harrow-contracting.svg',
    message: 'Everything lands on one statement with 120-day terms.',
    author: 'Marcus Bell',
    position: 'Owner, Bell & Harrow Contracting',
    title: 'One statement, 120-day terms',
    ratingImage: null,
  },
  {
    id: '3',
    logo: '/logos/stories/northpeak-ready-mix.svg',
    message: 'Our branded storefront was live in a week.',
    author: 'Priya Natarajan',
    position: 'General Manager, NorthPeak Ready Mix',
    title: 'Our own storefront in a week',
    ratingImage: null,
  },
];

// jsdom has no layout: give the carousel the one-story-per-view layout of tablet and mobile
// (a 300 px viewport, 300 px slides side by side) so embla measures real scroll positions.
const VIEW_WIDTH = 300;
function slideIndexOf(element: HTMLElement) {
  if (element.getAttribute('aria-roledescription') !== 'slide') return -1;
  return Array.from(element.parentElement?.children ?? []).indexOf(element);
}
const layout = {
  offsetWidth: () => VIEW_WIDTH,
  offsetHeight: () => 200,
  offsetLeft(this: HTMLElement) {
    return Math.max(slideIndexOf(this), 0) * VIEW_WIDTH;
  },
  offsetTop: () => 0,
  // Embla only listens for drags on a carousel that is rendered (has an offset parent).
  offsetParent(this: HTMLElement) {
    return this.parentElement;
  },
};

let reducedMotion = false;

/** jsdom does not scroll: every IntersectionObserver made, and what it watches, to report on. */
interface Watched {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  targets: Set<Element>;
}
let observers: Watched[] = [];

/** The page scrolls until the element is near the viewport: its observers are told. */
function scrollNear(element: Element) {
  act(() => {
    for (const { callback, observer, targets } of observers) {
      if (!targets.has(element)) continue;
      callback(
        [{ target: element, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        observer,
      );
    }
  });
}

beforeEach(() => {
  reducedMotion = false;
  for (const [name, get] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      matches: media.includes('prefers-reduced-motion') ? reducedMotion : false,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watched: Watched;
      constructor(callback: IntersectionObserverCallback) {
        this.watched = { callback, observer: this as unknown as IntersectionObserver, targets: new Set() };
        observers.push(this.watched);
      }
      observe(target: Element) {
        this.watched.targets.add(target);
      }
      unobserve(target: Element) {
        this.watched.targets.delete(target);
      }
      disconnect() {
        this.watched.targets.clear();
      }
      takeRecords() {
        return [];
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(layout)) {
    // Back to jsdom's own (prototype of HTMLElement's parent) getters.
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

/** Lets the fake clock run, with React applying what the carousel does meanwhile. */
/**
 * Lets the carousel finish starting its rotation: the moving part comes up in steps (its code,
 * then embla, then the rotation), and the controls can come on a render before the rotation's
 * interval is set. Flushing what React has scheduled sets it.
 */
async function rotationStarted() {
  await act(async () => {});
}

function advance(ms: number) {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
}
function focusOn(element: HTMLElement) {
  void act(() => element.focus());
}
function blur(element: HTMLElement) {
  void act(() => element.blur());
}

/** A horizontal swipe with the mouse: pointer events for the carousel, mouse events for embla. */
function swipe(distance: number) {
  const viewport = screen.getAllByRole('group')[0]?.parentElement?.parentElement;
  if (!viewport) throw new Error('no carousel viewport');
  const startX = 200;
  const endX = startX - distance;
  fireEvent.pointerDown(viewport, { clientX: startX });
  fireEvent.mouseDown(viewport, { clientX: startX });
  fireEvent.mouseMove(document, { clientX: endX });
  fireEvent.pointerUp(window, { clientX: endX });
  fireEvent.mouseUp(document, { clientX: endX });
}

/**
 * Renders the carousel and brings it near the viewport, which loads its moving part; waits until
 * that has measured the one-story-per-view layout (the next arrow comes on: before, it is off).
 */
async function renderCarousel(carousel: ReactElement) {
  const result = render(carousel);
  scrollNear(screen.getByRole('region', { name: 'Customer stories' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next story' })).toBeEnabled());
  return result;
}

function currentDot() {
  return screen.getAllByRole('button', { name: /^Go to story/ }).filter((dot) => dot.getAttribute('aria-current'));
}

describe('StoriesCarousel', () => {
  it('renders each story as a labelled slide with its logo, quote, author and rating or title', () => {
    render(<StoriesCarousel stories={stories} label="Customer stories" />);

    const carousel = screen.getByRole('region', { name: 'Customer stories' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');

    const [first, second] = slides as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'Keystone Builders' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).queryByRole('heading')).toBeNull();
    expect(
      within(first)
        .getByText(/order concrete at night/)
        .closest('blockquote'),
    ).not.toBeNull();
    expect(within(first).getByText('Daniela Ruiz')).toBeInTheDocument();
    expect(within(first).getByText('Operations Manager, Keystone Builders')).toBeInTheDocument();

    expect(within(second).getByRole('heading', { level: 3, name: 'One statement, 120-day terms' })).toBeVisible();
    expect(within(second).queryByRole('img', { name: 'Rated 5 out of 5' })).toBeNull();
    expect(within(second).getByRole('img', { name: 'Bell & Harrow Contracting' })).toBeInTheDocument();
  });

  it('loads its moving part only when it comes near the viewport; the stories are all there before', async () => {
    // Already in the module cache: a carousel that imported it at once would be moving by now.
    await import('@/components/marketing/StoriesCarouselEngine');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<StoriesCarousel stories={stories} label="Customer stories" autoAdvance />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const carousel = screen.getByRole('region', { name: 'Customer stories' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText(/One statement, 120-day terms/)).toBeInTheDocument();
    // At rest: the layout it will have, nothing moves yet and there is nothing to pause.
    expect(screen.getByRole('button', { name: 'Next story' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pause story rotation' })).toBeNull();
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);

    scrollNear(carousel);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next story' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Pause story rotation' })).toBeVisible();
    await rotationStarted();
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
  });

  it('loads at once when a control is focused, and the focus stays on it', async () => {
    render(<StoriesCarousel stories={stories} label="Customer stories" />);
    const secondDot = screen.getByRole('button', { name: 'Go to story 2' });
    focusOn(secondDot);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Next story' })).toBeEnabled());
    // The same element: nothing was swapped under the keyboard.
    expect(screen.getByRole('button', { name: 'Go to story 2' })).toBe(secondDot);
    expect(secondDot).toHaveFocus();
    fireEvent.click(secondDot);
    expect(currentDot()).toEqual([secondDot]);
  });

  it('disables the previous arrow at the first story and the next arrow at the last', async () => {
    await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" />);
    const previous = screen.getByRole('button', { name: 'Previous story' });
    const next = screen.getByRole('button', { name: 'Next story' });

    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    fireEvent.click(next);
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);

    fireEvent.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 3' })]);

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(previous).toBeDisabled();
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
  });

  it('has one dot per story, marks the active one with aria-current and moves to the chosen story', async () => {
    await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" />);
    const dots = screen.getAllByRole('button', { name: /^Go to story/ });

    expect(dots).toHaveLength(3);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);

    fireEvent.click(screen.getByRole('button', { name: 'Go to story 3' }));
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 3' })]);
    expect(screen.getByRole('button', { name: 'Next story' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to story 2' }));
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
  });

  it('moves one story on a swipe of at least the minimum distance, and stays on a shorter one', async () => {
    await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" />);

    swipe(CAROUSEL_MIN_SWIPE_PX - 5);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
    swipe(CAROUSEL_MIN_SWIPE_PX);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
    swipe(CAROUSEL_MIN_SWIPE_PX + 30);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 3' })]);
    swipe(-CAROUSEL_MIN_SWIPE_PX);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
  });

  it('auto-advances every CAROUSEL_AUTO_ADVANCE_MS when enabled and loops back after the last story', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" autoAdvance />);
    await rotationStarted();

    advance(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
    advance(1);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
  });

  it('does not auto-advance unless enabled, under reduced motion, while hovered, or once paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { unmount } = await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" />);
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
    unmount();

    reducedMotion = true;
    const reduced = await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" autoAdvance />);
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
    expect(screen.queryByRole('button', { name: 'Pause story rotation' })).toBeNull();
    reduced.unmount();

    reducedMotion = false;
    await renderCarousel(<StoriesCarousel stories={stories} label="Customer stories" autoAdvance />);
    await rotationStarted();
    const carousel = screen.getByRole('region', { name: 'Customer stories' });
    fireEvent.mouseEnter(carousel);
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 1' })]);
    fireEvent.mouseLeave(carousel);
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);

    const firstDot = screen.getByRole('button', { name: 'Go to story 1' });
    focusOn(firstDot);
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
    blur(firstDot);

    fireEvent.click(screen.getByRole('button', { name: 'Pause story rotation' }));
    advance(CAROUSEL_AUTO_ADVANCE_MS * 2);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 2' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Resume story rotation' }));
    advance(CAROUSEL_AUTO_ADVANCE_MS);
    expect(currentDot()).toEqual([screen.getByRole('button', { name: 'Go to story 3' })]);
  });

  it('takes the company for the logo from the position', () => {
    expect(companyOf('Owner, Bell & Harrow Contracting')).toBe('Bell & Harrow Contracting');
    expect(companyOf('NorthPeak Ready Mix')).toBe('NorthPeak Ready Mix');
  });
});
