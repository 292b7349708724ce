import { JOB_DIRECTIONS, JOB_TYPES, type JobDirectionValue, type JobTypeValue } from '@/lib/validation/careers';

/** Open positions per page of /career. */
export const CAREER_PAGE_SIZE = 4;

/** What /career's URL holds: ?direction=design&type=full_time&page=2. */
export interface CareerSearch {
  direction?: JobDirectionValue;
  type?: JobTypeValue;
  /** 1-based. */
  page: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the URL's filters and page; anything unknown is ignored (all directions, page 1). */
export function parseCareerSearch(params: SearchParams): CareerSearch {
  const direction = JOB_DIRECTIONS.find((item) => item.value === first(params.direction))?.value;
  const type = JOB_TYPES.find((item) => item.param === first(params.type))?.value;
  const page = Number(first(params.page));
  return { direction, type, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** The /career link for filters and a page (page 1 and empty filters stay out of the URL). */
export function careerHref(search: Partial<CareerSearch>): string {
  const params = new URLSearchParams();
  if (search.direction) params.set('direction', search.direction);
  const type = JOB_TYPES.find((item) => item.value === search.type);
  if (type) params.set('type', type.param);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return `/career${query ? `?${query}` : ''}#openPositions`;
}

export const careerJobHref = (id: string) => `/career/${id}`;

export const jobDirectionLabel = (value: string) => JOB_DIRECTIONS.find((item) => item.value === value)?.label ?? value;
export const jobTypeLabel = (value: string) => JOB_TYPES.find((item) => item.value === value)?.label ?? value;
