import { signedMoney } from '@/lib/money';

import styles from './Price.module.scss';

export interface PriceProps {
  /** Integer cents, from the server. */
  value: number;
  /** ISO 4217, from the server's answer (the delivery country's currency). */
  currency: string;
  /** "m³", "truck", "order": shown as "/ m³" after the amount. */
  units?: string;
  /** Shows "+" before a positive amount (a line that adds to a total). */
  forcePlus?: boolean;
  className?: string;
}

/**
 * The spec's price display (section 3): value, optional units, optional forced plus sign. A
 * negative value shows a minus (a referral credit), a positive one a plus only when forced. The
 * amount is the server's; lib/money writes it with its currency.
 */
export function Price({ value, currency, units, forcePlus = false, className }: PriceProps) {
  return (
    <span className={`${styles.price} ${className ?? ''}`} data-negative={value < 0 || undefined}>
      {signedMoney(value, currency, forcePlus)}
      {units && <span className={styles.units}> / {units}</span>}
    </span>
  );
}
