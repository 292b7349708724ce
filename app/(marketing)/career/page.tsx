import { OpenPositions } from '@/components/careers/OpenPositions';
import { CareerWorkWithUs } from '@/components/marketing/company/CareerWorkWithUs';
import { ContentUnavailable } from '@/components/ui/ContentUnavailable';
import { PageFrame } from '@/components/marketing/PageFrame';
import { JobsDocument } from '@/graphql/generated/client/graphql';
import { CAREER_PAGE_SIZE, careerHref, parseCareerSearch } from '@/lib/careers';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverGraphQL } from '@/server/graphql/execute';
import { loadWithLastGood } from '@/server/site-content';

const route = routes.career;

export const metadata = pageMetadata(route);

/** Rendered per request: the URL holds the filters and the page (?direction=design&type=full_time&page=2). */
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const search = parseCareerSearch(await searchParams);
  const jobs = await loadWithLastGood(`jobs:${careerHref(search)}`, async () => {
    const answer = await serverGraphQL()(JobsDocument, {
      skip: (search.page - 1) * CAREER_PAGE_SIZE,
      limit: CAREER_PAGE_SIZE,
      filter: { direction: search.direction ?? null, type: search.type ?? null },
    });
    return answer.jobs;
  });
  return (
    <PageFrame
      route={route}
      sections={{
        workWithUs: (
          <CareerWorkWithUs
            openPositions={
              jobs ? (
                <OpenPositions search={search} jobs={jobs.values} count={jobs.count} />
              ) : (
                <ContentUnavailable what="Open positions" retryHref={careerHref(search)} />
              )
            }
          />
        ),
      }}
    />
  );
}
