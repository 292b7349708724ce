import styles from './SupplierCard.module.scss';

/**
 * A row of five stars (public/images/rating-stars-*.svg: 98 by 18 px, 18 px stars 2 px apart),
 * one image rather than five drawings per row: a page of supplier cards drew 120 of them.
 */
function Stars({ tone }: { tone: 'empty' | 'filled' }) {
  // eslint-disable-next-line @next/next/no-img-element -- a static decorative image, the size it is drawn at
  return <img className={styles.starsRow} src={`/images/rating-stars-${tone}.svg`} width={98} height={18} alt="" />;
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
        <Stars tone="empty" />
        <span className={styles.starsFilledClip} style={{ width: filled }}>
          <Stars tone="filled" />
        </span>
      </span>
      <span>{text}</span>
    </p>
  );
}
