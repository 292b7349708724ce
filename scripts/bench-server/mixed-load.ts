/**
 * The load of `npm run bench:failover`: autocannon's connections, each asking in turn three reads
 * (the careers page's `jobs` query, by GET as a cacheable, repeatable read) and one write (a
 * contractor saving a job site, by POST, under a name of its own), until stopped. Every answer is
 * recorded with its time, so a run can be cut into periods (both instances up, one, both again),
 * and every write the server acknowledged is remembered by name, to be looked for in the database.
 */
import autocannon from 'autocannon';

export interface Answer {
  /** Date.now() when it arrived. */
  at: number;
  kind: 'read' | 'write';
  ok: boolean;
  /** The HTTP status, or the GraphQL error code of a 200. */
  outcome: string;
}

export interface LoadSummary {
  answers: Answer[];
  /** Names of the job sites whose creation was answered with their id. */
  acknowledged: Set<string>;
  /** Socket errors and timeouts between autocannon and the balancer (neither read nor write known). */
  connectionErrors: number;
}

const JOBS_URL = `/api/gql?query=${encodeURIComponent('{ jobs(skip: 0, limit: 4) { count values { id title } } }')}`;
const JOB_SITE_CREATE = 'mutation($input: JobSiteInput!) { jobSiteCreate(input: $input) { id name } }';

/** The outcome of a GraphQL answer: OK, the first error's code, or what the status said. */
function outcomeOf(status: number, body: string): string {
  if (status !== 200) return String(status);
  try {
    const answer = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    return answer.errors?.length ? (answer.errors[0]?.extensions?.code ?? 'ERROR') : 'OK';
  } catch {
    return 'unparsable';
  }
}

export function mixedLoad(
  url: string,
  { connections, tokens, cityId, runId }: { connections: number; tokens: string[]; cityId: string; runId: string },
) {
  const answers: Answer[] = [];
  const acknowledged = new Set<string>();
  let writes = 0;
  const read: autocannon.Request = {
    method: 'GET',
    path: JOBS_URL,
    onResponse: (status, body) => {
      const outcome = outcomeOf(status, body);
      answers.push({ at: Date.now(), kind: 'read', ok: outcome === 'OK', outcome });
    },
  };
  const write: autocannon.Request = {
    method: 'POST',
    path: '/api/gql',
    setupRequest: (request, context) => {
      writes += 1;
      const name = `${runId}-${writes}`;
      (context as { name?: string }).name = name;
      return {
        ...request,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[writes % tokens.length]}`,
        },
        body: JSON.stringify({
          query: JOB_SITE_CREATE,
          variables: {
            input: { name, countryCode: 'CA', cityId, address: '100 King Street West', postalCode: 'M5X 1A9' },
          },
        }),
      };
    },
    onResponse: (status, body, context) => {
      const outcome = outcomeOf(status, body);
      if (outcome === 'OK') acknowledged.add((context as { name: string }).name);
      answers.push({ at: Date.now(), kind: 'write', ok: outcome === 'OK', outcome });
    },
  };
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        // Longer than any run; stop() ends it.
        duration: 3600,
        requests: [read, read, read, write],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  return {
    answers,
    async stop(): Promise<LoadSummary> {
      instance?.stop();
      const result = await done;
      return { answers, acknowledged, connectionErrors: result.errors + result.timeouts };
    },
  };
}

/** Answers per second of `answers` between two instants (Date.now()). */
export function throughput(answers: Answer[], from: number, to: number): number {
  const count = answers.filter((answer) => answer.ok && answer.at >= from && answer.at < to).length;
  return to > from ? (count * 1000) / (to - from) : 0;
}

/** "2 502, 1 503" for the failed answers of a kind in a period, or "none". */
export function describeFailures(answers: Answer[], kind: Answer['kind'], from = 0, to = Infinity): string {
  const failures = new Map<string, number>();
  for (const answer of answers) {
    if (answer.kind !== kind || answer.ok || answer.at < from || answer.at >= to) continue;
    failures.set(answer.outcome, (failures.get(answer.outcome) ?? 0) + 1);
  }
  return [...failures].map(([outcome, count]) => `${count} ${outcome}`).join(', ') || 'none';
}

export const countOf = (answers: Answer[], kind: Answer['kind'], ok: boolean) =>
  answers.filter((answer) => answer.kind === kind && answer.ok === ok).length;
