import styles from './SupplierCard.module.scss';

const STAR = 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

function Stars({ className }: { className?: string }) {
  return (
    <span className={className}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to the rating (a grey row under an orange row clipped to rating / 5), with
 * the rating in words beside them; the stars themselves are decoration.
 */
export function RatingStars({ rating, text }: { rating: number; text: string }) {
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <Stars className={styles.starsEmpty} />
        <span className={styles.starsFilledClip} style={{ width: filled }}>
          <Stars className={styles.starsFilled} />
        </span>
      </span>
      <span>{text}</span>
    </p>
  );
}
