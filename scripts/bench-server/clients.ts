/**
 * The benchmarks' clients of the GraphQL API: a call as a visitor behind the load balancer (its
 * address in X-Forwarded-For, which instances with TRUST_PROXY=1 take for the visitor's), and
 * contractors signed up for a run.
 */
import { randomInt } from 'node:crypto';

export interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL call to an instance, as a client behind the load balancer at `address`. */
export async function gql<T>(
  server: { url: string },
  query: string,
  variables: Record<string, unknown> = {},
  { token, address = '198.18.0.1' }: { token?: string; address?: string } = {},
): Promise<Answer<T> & { headers: Headers }> {
  const response = await fetch(`${server.url}/api/gql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { ...((await response.json()) as Answer<T>), headers: response.headers };
}

export function dataOf<T>(answer: Answer<T>, what: string): T {
  if (!answer.data || answer.errors?.length) throw new Error(`${what} failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

let contractors = 0;
/** A new contractor's ordinary token; each signs up from an address of its own (5 sign-ups per address an hour). */
export async function signUp(server: { url: string }): Promise<string> {
  contractors += 1;
  const answer = await gql<{ contractorSignUp: { mainToken: string } }>(
    server,
    `mutation($input: ContractorSignUpInput!) { contractorSignUp(input: $input) { mainToken } }`,
    {
      input: {
        identity: { email: `bench.${Date.now()}.${contractors}@builders.example`, password: 'Concrete2024' },
        // Phones are unique per account: a random subscriber number each.
        phone: `+1437${String(randomInt(10_000_000)).padStart(7, '0')}`,
        password: 'Concrete2024',
        source: 'web',
        fullName: `Instance Builder ${contractors}`,
      },
    },
    { address: `198.18.1.${contractors}` },
  );
  dataOf(answer, 'contractorSignUp');
  const token = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (!token) throw new Error('contractorSignUp answered no token');
  return token;
}
