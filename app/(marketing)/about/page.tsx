import { AboutWorkWithUs } from '@/components/marketing/company/AboutWorkWithUs';
import { FirstEcommerceSolution } from '@/components/marketing/company/FirstEcommerceSolution';
import { OurTeam } from '@/components/marketing/company/OurTeam';
import { WhoWeAre } from '@/components/marketing/company/WhoWeAre';
import { PageFrame } from '@/components/marketing/PageFrame';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { loadMarketingFigures } from '@/server/site-content';

const route = routes.about;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly: the figures it states are counted from the marketplace then.
export const revalidate = 3600;

export default async function Page() {
  const figures = await loadMarketingFigures();
  return (
    <PageFrame
      route={route}
      sections={{
        firstEcommerceSolution: <FirstEcommerceSolution figures={figures} />,
        whoWeAre: <WhoWeAre figures={figures} />,
        ourTeam: <OurTeam />,
        workWithUs: <AboutWorkWithUs />,
      }}
    />
  );
}
