/**
 * The HTTP side of one GraphQL call: a POST of the query (as text) and its variables, JSON in and
 * out, under the API's content negotiation. Shared by `requestGraphQL` (typed documents) and the
 * marketing header's account menu, which sends plain text queries so that no GraphQL printer ships
 * with the marketing pages.
 */
export function postGraphQL(
  endpoint: string,
  payload: { query: string; variables?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(payload),
  });
}
