import styles from './HowItWorks.module.scss';
import { PageSection } from './PageSection';

const steps = [
  {
    title: 'Request info',
    text: 'Tell us what you sell, where you deliver and how you take orders today. A product specialist gets back to you to walk through your setup.',
  },
  {
    title: 'We set up your storefront',
    text: 'Send us your price list as a spreadsheet or PDF. We import every product, unit and delivery zone, and brand the storefront and apps with your logo and colours.',
  },
  {
    title: 'Add the buy-now button',
    text: 'Paste one snippet into your existing website, or send customers to your new store. Your customers install your app from your storefront, under your name.',
  },
  {
    title: 'Take orders and get paid',
    text: 'Orders, payments and delivery schedules arrive in your dashboard. Dispatch trucks, track them live and receive payouts straight to your bank account.',
  },
];

/** The supplier's path from first contact to paid orders, as an ordered list of steps. */
export function HowItWorks() {
  return (
    <PageSection
      id="howItWorks"
      title="How it works"
      lead="Four steps from your first call to your first paid online order. We do the setup work; you keep running your business."
    >
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
