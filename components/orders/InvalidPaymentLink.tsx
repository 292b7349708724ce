import Link from 'next/link';

import styles from './Orders.module.scss';

/** The spec's message when a payment link is unknown, paid already or expired (section 8). */
export const PAYMENT_LINK_INVALID_MESSAGE = 'Payment link is not valid';

/** What a payment link that cannot be paid shows, with a way to the main page. */
export function InvalidPaymentLink() {
  return (
    <section className={styles.layout} aria-labelledby="payment-link-invalid">
      <h1 id="payment-link-invalid">{PAYMENT_LINK_INVALID_MESSAGE}</h1>
      <p>
        This link may have expired, or the invoice was paid already. Ask whoever sent it for a new link if something is
        still due.
      </p>
      <p>
        <Link href="/" className={styles.primary}>
          Go to the main page
        </Link>
      </p>
    </section>
  );
}
