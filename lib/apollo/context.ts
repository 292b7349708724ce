/** Per-operation options the links understand, set through an operation's `context`. */
export interface MarketplaceOperationContext {
  /** Send the main token (the person's own account) instead of the ordinary one. */
  useMainToken?: boolean;
  /** Also send the refresh token in `x-refresh-token`. */
  useRefreshToken?: boolean;
  /**
   * Also show each error's message as a toast. Off by default: nearly every screen shows the
   * API's answer where it belongs (next to the field, in the form's alert, in the page); an
   * operation whose failure has no place of its own on the screen turns it on.
   */
  toastErrors?: boolean;
}

declare module '@apollo/client' {
  // Lets `context: { useMainToken: true }` type-check on every hook and client call.
  interface DefaultContext extends MarketplaceOperationContext {
    headers?: Record<string, string>;
  }
  /* eslint-disable @typescript-eslint/no-namespace -- Apollo declares its default options as namespaces */
  // The client returns errors together with data (errorPolicy 'all'); hook types reflect it.
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
