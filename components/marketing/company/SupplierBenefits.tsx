import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Icon, type IconName } from '@/components/marketing/contractors/icons';
import { MARKETING_CLAIMS } from '@/lib/constants';

const benefits: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'White-label storefront',
    icon: 'storefront',
    text: 'Your brand, your prices, your delivery zones. Contractors buy from you, not from a marketplace listing.',
  },
  {
    title: 'Buy-now and rent-now buttons',
    icon: 'button',
    text: 'One line on the website you already have turns a "call for a quote" page into a checkout.',
  },
  {
    title: 'Branded apps',
    icon: 'phone',
    text: 'Your storefront installs on your customers’ phones as your own app, with your name, colour and logo, so repeat customers reorder in a few taps.',
  },
  {
    title: 'A complete e-commerce website',
    icon: 'monitor',
    text: 'No website yet, or one that is hard to change? We run a full online store for you.',
  },
  {
    title: 'Management dashboard and open API',
    icon: 'dashboard',
    text: 'Orders, payouts, dispatch, logistics and real-time delivery in one dashboard, with an open API for your own systems.',
  },
  {
    title: 'Fewer calls, more orders',
    icon: 'chat',
    text: `Suppliers on BuildMarket take ${MARKETING_CLAIMS.fewerPhoneCallsPercent}% fewer phone calls, because contractors see prices, availability and their truck online.`,
  },
];

/** What a supplier gets by selling through BuildMarket. */
export function SupplierBenefits() {
  return (
    <ul className={`${blocks.grid} ${blocks.medium}`} aria-label="What suppliers get">
      {benefits.map((benefit) => (
        <li key={benefit.title}>
          <article className={blocks.card}>
            <span className={blocks.iconBadge}>
              <Icon name={benefit.icon} />
            </span>
            <h3>{benefit.title}</h3>
            <p className={blocks.muted}>{benefit.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
