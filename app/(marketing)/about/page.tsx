import { AboutWorkWithUs } from '@/components/marketing/company/AboutWorkWithUs';
import { FirstEcommerceSolution } from '@/components/marketing/company/FirstEcommerceSolution';
import { OurTeam } from '@/components/marketing/company/OurTeam';
import { WhoWeAre } from '@/components/marketing/company/WhoWeAre';
import { PageFrame } from '@/components/marketing/PageFrame';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.about;

export const metadata = pageMetadata(route);

export default function Page() {
  return (
    <PageFrame
      route={route}
      sections={{
        firstEcommerceSolution: <FirstEcommerceSolution />,
        whoWeAre: <WhoWeAre />,
        ourTeam: <OurTeam />,
        workWithUs: <AboutWorkWithUs />,
      }}
    />
  );
}
