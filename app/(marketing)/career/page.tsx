import { CareerWorkWithUs } from '@/components/marketing/company/CareerWorkWithUs';
import { PageFrame } from '@/components/marketing/PageFrame';
import { JobsDocument } from '@/graphql/generated/client/graphql';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverGraphQL } from '@/server/graphql/execute';

const route = routes.career;

export const metadata = pageMetadata(route);
// Prerendered, refreshed hourly with the number of open positions.
export const revalidate = 3600;

export default async function Page() {
  // Only the total is shown for now; the job list comes with the accounts issue.
  const { jobs } = await serverGraphQL()(JobsDocument, { skip: 0, limit: 1 });
  return <PageFrame route={route} sections={{ workWithUs: <CareerWorkWithUs openPositionCount={jobs.count} /> }} />;
}
