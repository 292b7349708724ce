import { DemoRequestFormLoader } from '@/components/book-demo/DemoRequestFormLoader';
import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.bookDemo;

export const metadata = pageMetadata(route);

/** Where "Schedule a demo" and "Contact sales" lead: a demo request that reaches the sales team. */
export default function Page() {
  return (
    <PageFrame route={route}>
      <Section id="demoRequest" title="Ask for a demo">
        <DemoRequestFormLoader />
      </Section>
      <Section id="whatHappensNext" title="What happens next" tone="alt">
        <ol className={blocks.steps}>
          <li>
            <h3>You get a confirmation</h3>
            <p>A mail to the address you give, with what you asked for.</p>
          </li>
          <li>
            <h3>Our sales team replies within one business day</h3>
            <p>
              By mail, to agree on a time that suits you, by video call or phone. Rather write to us? Email{' '}
              <a href={`mailto:${publicEnv.companyEmail}`}>{publicEnv.companyEmail}</a>.
            </p>
          </li>
          <li>
            <h3>A 30-minute walkthrough</h3>
            <p>
              The storefront, the order inbox and dispatch, shown with your own products, and your questions answered.
            </p>
          </li>
        </ol>
      </Section>
    </PageFrame>
  );
}
