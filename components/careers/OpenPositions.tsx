import Link from 'next/link';

import { plural } from '@/lib/format';
import {
  CAREER_PAGE_SIZE,
  careerHref,
  careerJobHref,
  jobDirectionLabel,
  jobTypeLabel,
  type CareerSearch,
} from '@/lib/careers';
import { JOB_DIRECTIONS, JOB_TYPES } from '@/lib/validation/careers';

import styles from './Careers.module.scss';

export interface OpenPositionItem {
  id: string;
  title: string;
  direction: string;
  type: string;
  location: string;
  salary: string;
}

/**
 * The open positions of /career: filters by direction and type as links (the URL holds them and
 * the page), one page of jobs, and the pages. Server-rendered, no client code.
 */
export function OpenPositions({
  search,
  jobs,
  count,
}: {
  search: CareerSearch;
  jobs: OpenPositionItem[];
  count: number;
}) {
  const pageCount = Math.max(1, Math.ceil(count / CAREER_PAGE_SIZE));
  const filterLink = (label: string, next: Partial<CareerSearch>, current: boolean) => (
    <li key={label}>
      <Link
        className={styles.chip}
        href={careerHref({ ...search, ...next, page: 1 })}
        aria-current={current ? 'true' : undefined}
        scroll={false}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <>
      <nav aria-label="Filter open positions" className={styles.filters}>
        <div className={styles.filterGroup}>
          <h4 id="filter-direction">Direction</h4>
          <ul className={styles.chips} aria-labelledby="filter-direction">
            {filterLink('All directions', { direction: undefined }, !search.direction)}
            {JOB_DIRECTIONS.map((item) =>
              filterLink(item.label, { direction: item.value }, search.direction === item.value),
            )}
          </ul>
        </div>
        <div className={styles.filterGroup}>
          <h4 id="filter-type">Type</h4>
          <ul className={styles.chips} aria-labelledby="filter-type">
            {filterLink('All types', { type: undefined }, !search.type)}
            {JOB_TYPES.map((item) => filterLink(item.label, { type: item.value }, search.type === item.value))}
          </ul>
        </div>
      </nav>

      <p className={styles.count} role="status">
        {plural(count, 'open position')}
      </p>

      {jobs.length === 0 ? (
        <p>
          {count === 0 ? 'No open positions match these filters right now.' : 'There are no positions on this page.'}{' '}
          <Link href={careerHref({})}>See all open positions</Link>.
        </p>
      ) : (
        <ul className={styles.jobs} aria-label="Open positions">
          {jobs.map((job) => (
            <li key={job.id}>
              <article className={styles.job}>
                <h4>
                  <Link href={careerJobHref(job.id)}>{job.title}</Link>
                </h4>
                <ul className={styles.meta} aria-label="About the position">
                  <li>{jobDirectionLabel(job.direction)}</li>
                  <li>{jobTypeLabel(job.type)}</li>
                  <li>{job.location}</li>
                  <li>{job.salary}</li>
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && (
        <nav aria-label="Pages of open positions" className={styles.pagination}>
          <ul>
            {search.page > 1 && (
              <li>
                <Link className={styles.chip} href={careerHref({ ...search, page: search.page - 1 })} rel="prev">
                  Previous
                </Link>
              </li>
            )}
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  className={styles.chip}
                  href={careerHref({ ...search, page })}
                  aria-current={page === search.page ? 'page' : undefined}
                  aria-label={`Page ${page}`}
                >
                  {page}
                </Link>
              </li>
            ))}
            {search.page < pageCount && (
              <li>
                <Link className={styles.chip} href={careerHref({ ...search, page: search.page + 1 })} rel="next">
                  Next
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
