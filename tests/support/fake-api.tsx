import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import { createApolloClient } from '@/lib/apollo/client';
import { createStorageSessionStore } from '@/lib/apollo/session';

/** One GraphQL request as the fake API received it. */
export interface ApiRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake API answers an operation: a body (`{ data }` or `{ errors }`) or a whole Response. */
export type Answer = (variables: Record<string, unknown>) => Response | object;

/**
 * Renders `ui` with the app's real Apollo client (its links, the stored session) over a fake API
 * for component tests: each request is answered by the handler of its operation's name, read at
 * the time of the request (tests swap them), and recorded in `requests`.
 */
export function renderWithFakeApi(
  ui: ReactNode,
  handlers: () => Record<string, Answer>,
  requests: ApiRequest[],
): { user: ReturnType<typeof userEvent.setup> } {
  const client = createApolloClient({
    uri: 'http://api.test/gql',
    session: createStorageSessionStore(window.localStorage),
    notifyError: vi.fn(),
    clientName: 'test',
    clientVersion: '1',
    fetch: (_input, init) => {
      const request = JSON.parse(init?.body as string) as ApiRequest;
      requests.push(request);
      const handler = handlers()[request.operationName];
      if (!handler) return Promise.reject(new Error(`No answer for ${request.operationName}`));
      const answer = handler(request.variables ?? {});
      return Promise.resolve(answer instanceof Response ? answer : Response.json(answer));
    },
  });
  const user = userEvent.setup();
  render(<ApolloProvider client={client}>{ui}</ApolloProvider>);
  return { user };
}
