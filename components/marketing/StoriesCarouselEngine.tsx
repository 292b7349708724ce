'use client';

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_MIN_SWIPE_PX } from '@/lib/constants';

/** The carousel's API, as the buttons of StoriesCarousel drive it. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Where the carousel stands, as embla reports it. */
export interface CarouselPosition {
  selected: number;
  snapCount: number;
  canPrevious: boolean;
  canNext: boolean;
}

// A constant: embla-carousel-react compares options on every render and re-initialises on a change.
const EMBLA_OPTIONS = {
  align: 'start',
  containScroll: 'trimSnaps',
  dragThreshold: CAROUSEL_MIN_SWIPE_PX,
} as const;

/**
 * The moving part of StoriesCarousel, loaded on demand (it carries Embla): it attaches Embla to the
 * viewport StoriesCarousel has already rendered, so no element is replaced, and reports back
 * through state setters (stable, so the effects below run once per carousel). Renders nothing.
 */
export function StoriesCarouselEngine({
  viewport,
  rotating,
  setApi,
  setPosition,
  setStopped,
}: {
  viewport: HTMLElement;
  /** Auto-advance is on and nothing holds it (StoriesCarousel decides). */
  rotating: boolean;
  setApi: (api: CarouselApi | null) => void;
  setPosition: (position: CarouselPosition) => void;
  setStopped: (stopped: boolean) => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel(EMBLA_OPTIONS);

  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);

  useEffect(() => {
    if (!embla) return;
    const sync = () =>
      setPosition({
        selected: embla.selectedScrollSnap(),
        snapCount: embla.scrollSnapList().length,
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    // A drag or swipe is the visitor taking control: auto-advance stops until they resume it.
    const stop = () => setStopped(true);
    sync();
    setApi(embla);
    embla.on('select', sync).on('reInit', sync).on('pointerDown', stop);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('pointerDown', stop);
      setApi(null);
    };
  }, [embla, setApi, setPosition, setStopped]);

  useEffect(() => {
    if (!embla) return;
    // Embla snaps a drag to the nearest story, or moves on a quick flick by a distance its physics
    // derive from the gesture's speed (so the same swipe can move one story or two). The spec's
    // swipe is a distance instead, decided here whatever embla chose: shorter than
    // CAROUSEL_MIN_SWIPE_PX stays, longer moves by the dragged distance in stories, at least one.
    const root = embla.rootNode();
    let gesture: { startX: number; index: number; endX?: number; released?: boolean } | null = null;
    const settle = () => {
      if (!gesture || gesture.endX === undefined || !gesture.released) return;
      const { startX, endX, index } = gesture;
      gesture = null;
      const moved = endX - startX;
      let target = index;
      if (Math.abs(moved) >= CAROUSEL_MIN_SWIPE_PX) {
        const storyWidth = embla.slideNodes()[index]?.getBoundingClientRect().width ?? 0;
        const stories = storyWidth > 0 ? Math.max(1, Math.round(Math.abs(moved) / storyWidth)) : 1;
        const last = embla.scrollSnapList().length - 1;
        target = Math.min(Math.max(index + (moved < 0 ? stories : -stories), 0), last);
      }
      if (embla.selectedScrollSnap() !== target) embla.scrollTo(target);
    };
    const onPointerDown = (event: PointerEvent) => {
      gesture = { startX: event.clientX, index: embla.selectedScrollSnap() };
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!gesture) return;
      gesture.endX = event.clientX;
      settle();
    };
    const onRelease = () => {
      if (!gesture) return;
      gesture.released = true;
      settle();
    };
    root.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp);
    embla.on('pointerUp', onRelease);
    return () => {
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      embla.off('pointerUp', onRelease);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !rotating) return;
    const timer = window.setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, CAROUSEL_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, rotating]);

  return null;
}
