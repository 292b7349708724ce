import { CustomerStories } from '@/components/marketing/CustomerStories';
import { PageFrame } from '@/components/marketing/PageFrame';
import frame from '@/components/marketing/PageFrame.module.scss';
import { HomeCallToAction, HomeIntro, homeSections } from '@/components/marketing/suppliers/HomeContent';
import { WatchVideoButton } from '@/components/marketing/WatchVideoButton';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadCustomerStories, loadMarketingFigures } from '@/server/site-content';

const route = routes.home;

export const metadata = pageMetadata(route);

// The customer stories and the figures come from the API: prerendered, refreshed at most hourly.
export const revalidate = 3600;

export default async function Page() {
  const [stories, figures] = await Promise.all([loadCustomerStories(), loadMarketingFigures()]);
  return (
    <PageFrame
      route={route}
      intro={
        <HomeIntro figures={figures}>
          <WatchVideoButton />
        </HomeIntro>
      }
      sections={homeSections(figures)}
    >
      <section aria-labelledby="customerStories-title" className={frame.section}>
        <div className={frame.inner}>
          <h2 id="customerStories-title">What our customers say</h2>
          <CustomerStories stories={stories} autoAdvance />
        </div>
      </section>
      <HomeCallToAction />
    </PageFrame>
  );
}
