'use client';

import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type FocusEvent } from 'react';

import type { CustomerStoriesQuery } from '@/graphql/generated/client/graphql';
import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_ITEMS_PER_PAGE, CAROUSEL_MIN_SWIPE_PX } from '@/lib/constants';

import styles from './StoriesCarousel.module.scss';

export type CustomerStory = CustomerStoriesQuery['customerStories'][number];

/** Where the carousel stands, as embla reports it. */
interface CarouselPosition {
  selected: number;
  snapCount: number;
  canPrevious: boolean;
  canNext: boolean;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The server assumes reduced motion, so nothing moves before the browser has said otherwise. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/** The company in a position such as "Operations Manager, Keystone Builders": the logo's alt text. */
export function companyOf(position: string) {
  const comma = position.lastIndexOf(',');
  return comma === -1 ? position : position.slice(comma + 1).trim();
}

/**
 * The customer stories in an Embla carousel: three per view on desktop with previous/next arrows,
 * one per view on tablet and mobile (CSS decides, embla measures), dots for every position, drag
 * and swipe. With `autoAdvance` it moves on every CAROUSEL_AUTO_ADVANCE_MS and loops back to the
 * first story, except under prefers-reduced-motion, while hovered or focused, and once the visitor
 * pauses it or drags it (WCAG 2.2.2).
 */
export function StoriesCarousel({
  stories,
  label,
  autoAdvance = false,
}: {
  stories: CustomerStory[];
  label: string;
  autoAdvance?: boolean;
}) {
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    dragThreshold: CAROUSEL_MIN_SWIPE_PX,
  });
  const reducedMotion = usePrefersReducedMotion();
  // Until embla has measured (and on the server) assume one story per view: the dots of that layout
  // are rendered, and CSS hides them on desktop when every story fits.
  const [position, setPosition] = useState<CarouselPosition>({
    selected: 0,
    snapCount: stories.length,
    canPrevious: false,
    canNext: stories.length > CAROUSEL_ITEMS_PER_PAGE,
  });
  const [hovered, setHovered] = useState(false);
  const [focusedInside, setFocusedInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotationToggleRef = useRef<HTMLButtonElement>(null);

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
    embla.on('select', sync).on('reInit', sync).on('pointerDown', stop);
    return () => {
      embla.off('select', sync).off('reInit', sync).off('pointerDown', stop);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Embla snaps a drag to the nearest story, or moves on a quick flick of any length. The spec's
    // swipe is a distance instead: shorter than CAROUSEL_MIN_SWIPE_PX stays, longer moves at least
    // one story that way (a long drag moves by the dragged distance, as embla measures it).
    const root = embla.rootNode();
    let gesture: { startX: number; index: number; endX?: number; released?: boolean } | null = null;
    const settle = () => {
      if (!gesture || gesture.endX === undefined || !gesture.released) return;
      const { startX, endX, index } = gesture;
      gesture = null;
      const moved = endX - startX;
      if (Math.abs(moved) < CAROUSEL_MIN_SWIPE_PX) {
        if (embla.selectedScrollSnap() !== index) embla.scrollTo(index);
      } else if (embla.selectedScrollSnap() === index) {
        if (moved < 0) embla.scrollNext();
        else embla.scrollPrev();
      }
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

  const canRotate = autoAdvance && !reducedMotion && position.snapCount > 1;
  const rotating = canRotate && !stopped && !hovered && !focusedInside;

  useEffect(() => {
    if (!embla || !rotating) return;
    const timer = window.setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, CAROUSEL_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [embla, rotating]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Focus on the pause/resume button itself does not pause: pressing "resume" must resume.
    setFocusedInside(event.target !== rotationToggleRef.current);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedInside(false);
  };

  const fitsOnDesktop = stories.length <= CAROUSEL_ITEMS_PER_PAGE;
  return (
    <section
      className={`${styles.carousel} ${fitsOnDesktop ? styles.fitsOnDesktop : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--stories-per-view': CAROUSEL_ITEMS_PER_PAGE } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {stories.map((story, index) => (
            <div
              key={story.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${stories.length}`}
            >
              <StoryCard story={story} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Previous story"
          disabled={!position.canPrevious}
          onClick={() => embla?.scrollPrev(reducedMotion)}
        >
          <ChevronIcon direction="previous" />
        </button>
        <div className={styles.dots}>
          {position.snapCount > 1 &&
            Array.from({ length: position.snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Go to story ${index + 1}`}
                aria-current={index === position.selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index, reducedMotion)}
              />
            ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next story"
          disabled={!position.canNext}
          onClick={() => embla?.scrollNext(reducedMotion)}
        >
          <ChevronIcon direction="next" />
        </button>
        {canRotate && (
          <button
            ref={rotationToggleRef}
            type="button"
            className={styles.rotationToggle}
            aria-label={stopped ? 'Resume story rotation' : 'Pause story rotation'}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
      </div>
    </section>
  );
}

/** One story: the partner's logo, the rating or the title, the quote and who said it. */
function StoryCard({ story }: { story: CustomerStory }) {
  return (
    <figure className={styles.story}>
      <Image
        src={story.logo}
        alt={companyOf(story.position)}
        width={160}
        height={80}
        unoptimized
        className={styles.logo}
      />
      {story.ratingImage ? (
        <Image
          src={story.ratingImage}
          alt="Rated 5 out of 5"
          width={120}
          height={24}
          unoptimized
          className={styles.rating}
        />
      ) : (
        story.title && <h3 className={styles.title}>{story.title}</h3>
      )}
      <blockquote className={styles.message}>
        <p>{story.message}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.authorName}>{story.author}</span>
        <span className={styles.authorPosition}>{story.position}</span>
      </figcaption>
    </figure>
  );
}

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
