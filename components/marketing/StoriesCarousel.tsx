'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type RefObject,
} from 'react';

import type { CustomerStoriesQuery } from '@/graphql/generated/client/graphql';
import { CAROUSEL_ITEMS_PER_PAGE } from '@/lib/constants';

import styles from './StoriesCarousel.module.scss';
import type { CarouselApi, CarouselPosition, StoriesCarouselEngine } from './StoriesCarouselEngine';

export type CustomerStory = CustomerStoriesQuery['customerStories'][number];

/** Start loading the carousel's code well before the stories scroll into view. */
const PRELOAD_MARGIN = '800px 0px';

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

/**
 * Keeps Embla out of the page's first load: StoriesCarouselEngine is imported once the page has
 * loaded and the stories come near the viewport, or at once when someone points at or focuses
 * the carousel. Until it arrives the stories are all there to read, in their final layout.
 */
function useCarouselEngine(section: RefObject<HTMLElement | null>) {
  const [Engine, setEngine] = useState<typeof StoriesCarouselEngine | null>(null);
  const requested = useRef(false);

  const loadEngine = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('./StoriesCarouselEngine').then(
      ({ StoriesCarouselEngine }) => setEngine(() => StoriesCarouselEngine),
      () => {
        // The chunk did not arrive (offline): the stories stay readable; the next hover or focus
        // tries again.
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    const root = section.current;
    if (!root || Engine) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadEngine();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadEngine();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    // Watch only once the page has loaded, so the carousel does not compete with the page's own
    // first-load scripts.
    const watch = () => observer.observe(root);
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer.disconnect();
    };
  }, [section, Engine, loadEngine]);

  return { Engine, loadEngine };
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
 *
 * This component renders the whole carousel (on the server too) and keeps its state; Embla and the
 * behaviour that needs it come later with StoriesCarouselEngine, which attaches to the same DOM.
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
  const sectionRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const { Engine, loadEngine } = useCarouselEngine(sectionRef);
  const [api, setApi] = useState<CarouselApi | null>(null);
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

  // The pause button shows once there is something to pause: the carousel can move.
  const canRotate = autoAdvance && !reducedMotion && api !== null && position.snapCount > 1;
  const rotating = canRotate && !stopped && !hovered && !focusedInside;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    loadEngine();
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
      ref={sectionRef}
      onMouseEnter={() => {
        loadEngine();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={setViewport}>
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
          onClick={() => api?.scrollPrev(reducedMotion)}
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
                onClick={() => api?.scrollTo(index, reducedMotion)}
              />
            ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Next story"
          disabled={!position.canNext}
          onClick={() => api?.scrollNext(reducedMotion)}
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
      {Engine && viewport && (
        <Engine
          viewport={viewport}
          rotating={rotating}
          setApi={setApi}
          setPosition={setPosition}
          setStopped={setStopped}
        />
      )}
    </section>
  );
}

/** One story: the partner's logo, the rating or the title, the quote and who said it. */
function StoryCard({ story }: { story: CustomerStory }) {
  return (
    <figure className={styles.story}>
      {/* Local SVGs from public/: next/image would not optimise them and would add client code. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={story.logo}
        alt={companyOf(story.position)}
        width={160}
        height={80}
        loading="lazy"
        decoding="async"
        className={styles.logo}
      />
      {story.ratingImage ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={story.ratingImage}
          alt="Rated 5 out of 5"
          width={120}
          height={24}
          loading="lazy"
          decoding="async"
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
