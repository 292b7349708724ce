/**
 * The load of `npm run bench:failover`: autocannon's connections, three in four asking reads (the
 * careers page's `jobs` query, by GET as a cacheable, repeatable read), one in four writes (a
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

interface JobSiteCreated {
  data?: { jobSiteCreate?: { id: string; name: string } };
}

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
    setupRequest: (request) => {
      writes += 1;
      const name = `${runId}-${writes}`;
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
    onResponse: (status, body) => {
      const outcome = outcomeOf(status, body);
      // Acknowledged: the server answered with the job site it created, by the name it was given.
      const name = outcome === 'OK' ? (JSON.parse(body) as JobSiteCreated).data?.jobSiteCreate?.name : undefined;
      if (name) acknowledged.add(name);
      answers.push({ at: Date.now(), kind: 'write', ok: name !== undefined, outcome });
    },
  };
  // Two autocannon runs, one per kind: autocannon pairs answers with requests by their order on a
  // connection, and loses that order when the balancer closes a connection after an error.
  const run = (connectionCount: number, request: autocannon.Request) => {
    let instance: autocannon.Instance | undefined;
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        // Longer than any run; stop() ends it.
        { url, connections: connectionCount, duration: 3600, requests: [request] },
        (error, result) => (error ? reject(error as Error) : resolve(result)),
      );
    });
    return { stop: () => instance?.stop(), done };
  };
  // Three reads to a write, as a site's visitors mostly read.
  const writeConnections = Math.max(1, Math.round(connections / 4));
  const runs = [run(connections - writeConnections, read), run(writeConnections, write)];
  return {
    answers,
    async stop(): Promise<LoadSummary> {
      for (const each of runs) each.stop();
      const results = await Promise.all(runs.map((each) => each.done));
      const connectionErrors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
      return { answers, acknowledged, connectionErrors };
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
