import Link from 'next/link';

import { PAYMENT_MESSAGES } from '@/lib/validation';

import styles from '@/components/ui/Workspace.module.scss';

/**
 * What a payment link that cannot be paid shows (spec section 8: 'Payment link is not valid'),
 * with a way to the main page.
 */
export function InvalidPaymentLink() {
  return (
    <section className={styles.layout} aria-labelledby="payment-link-invalid">
      <h1 id="payment-link-invalid">{PAYMENT_MESSAGES.linkInvalid}</h1>
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
