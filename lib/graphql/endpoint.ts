/**
 * Where the browser sends GraphQL: this site's own path (a web tier passes it on to its API tier).
 * A module of its own so client code reads it without the server's environment parser.
 */
export const GRAPHQL_BROWSER_PATH = '/api/gql';
