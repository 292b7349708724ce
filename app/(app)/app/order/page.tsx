import { publicEnv } from '@/lib/env';
import { orderSteps } from '@/lib/order/steps';

export const metadata = { title: 'New order' };

// The frame of the order flow. Until online ordering opens, contractors order through the team.
export default function NewOrderPage() {
  return (
    <>
      <h1>New order</h1>
      <ol aria-label="Order steps">
        {orderSteps.map((step) => (
          <li key={step.slug}>{step.title}</li>
        ))}
      </ol>
      <p>
        Online ordering is opening soon. To order today, email{' '}
        <a href={`mailto:${publicEnv.companyEmail}`}>{publicEnv.companyEmail}</a> or call {publicEnv.companyPhone}.
      </p>
    </>
  );
}
