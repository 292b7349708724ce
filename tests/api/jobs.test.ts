import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedData } from '@/server/seed';
import { createTestApi, type TestApi } from '../support/api';

interface JobsData {
  jobs: { values: { id: string; title: string; direction: string; type: string; postedAt: string }[]; count: number };
}

const JOBS = /* GraphQL */ `
  query Jobs($skip: Int, $limit: Int, $filter: JobFilter) {
    jobs(skip: $skip, limit: $limit, filter: $filter) {
      values {
        id
        title
        direction
        type
        postedAt
      }
      count
    }
  }
`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('jobs(skip, limit)', () => {
  const total = seedData.jobs.length;

  it('returns one page of published jobs, newest first, with the total count', async () => {
    const { data, errors } = await api.gql<JobsData>(JOBS, { skip: 0, limit: 4 });
    expect(errors).toBeUndefined();
    expect(data?.jobs.count).toBe(total);
    expect(data?.jobs.values).toHaveLength(4);
    const newestFirst = [...seedData.jobs].sort((a, b) => a.postedDaysAgo - b.postedDaysAgo).map((job) => job.title);
    expect(data?.jobs.values.map((job) => job.title)).toEqual(newestFirst.slice(0, 4));
  });

  it('pages through every job exactly once', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < total; skip += 4) {
      const { data } = await api.gql<JobsData>(JOBS, { skip, limit: 4 });
      expect(data?.jobs.count).toBe(total);
      seen.push(...(data?.jobs.values.map((job) => job.id) ?? []));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('returns an empty page past the end, still with the count', async () => {
    const { data } = await api.gql<JobsData>(JOBS, { skip: total, limit: 4 });
    expect(data?.jobs).toEqual({ values: [], count: total });
  });

  it('filters by direction and type, counting only the matches', async () => {
    const expected = seedData.jobs.filter((job) => job.direction === 'design' && job.type === 'fullTime');
    const { data } = await api.gql<JobsData>(JOBS, {
      skip: 0,
      limit: 50,
      filter: { direction: 'design', type: 'fullTime' },
    });
    expect(data?.jobs.count).toBe(expected.length);
    expect(data?.jobs.values.map((job) => job.title).sort()).toEqual(expected.map((job) => job.title).sort());
  });

  it.each([
    [{ skip: 0, limit: 0 }, 'limit: ' + "Can't be less than 1"],
    [{ skip: 0, limit: 51 }, 'limit: ' + "Can't be more than 50"],
    [{ skip: -1, limit: 10 }, 'skip: ' + "Can't be less than 0"],
  ])('rejects out-of-range paging %j with BAD_USER_INPUT', async (variables, message) => {
    const { data, errors } = await api.gql<JobsData>(JOBS, variables);
    expect(data).toBeNull();
    expect(errors?.[0]?.message).toBe(message);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('jobDetails(id)', () => {
  const DETAILS = /* GraphQL */ `
    query JobDetails($id: ID!) {
      jobDetails(id: $id) {
        id
        title
        direction
        type
        location
        salary
        experience
        description
        requirements
        responsibilities
        additionalInfo
      }
    }
  `;

  it('returns every field of a job', async () => {
    const list = await api.gql<JobsData>(JOBS, { skip: 0, limit: 1 });
    const first = list.data?.jobs.values[0];
    expect(first).toBeDefined();
    const { data, errors } = await api.gql<{ jobDetails: Record<string, unknown> }>(DETAILS, { id: first?.id });
    expect(errors).toBeUndefined();
    const source = seedData.jobs.find((job) => job.title === first?.title);
    expect(data?.jobDetails).toMatchObject({
      id: first?.id,
      title: source?.title,
      location: source?.location,
      requirements: source?.requirements,
      responsibilities: source?.responsibilities,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
    'answers NOT_FOUND with a user-facing message for a missing id (%s)',
    async (id) => {
      const { data, errors } = await api.gql(DETAILS, { id });
      expect(data).toBeNull();
      expect(errors).toHaveLength(1);
      expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(errors?.[0]?.message).toBe('This position is no longer open.');
    },
  );
});
