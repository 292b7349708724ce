/**
 * How the browser app names itself to the API (the apollographql-client-name and -version
 * headers): NEXT_PUBLIC_APP_NAME and NEXT_PUBLIC_APP_VERSION, inlined at build, with their
 * defaults. Read here without the environment parser (lib/env.ts uses the same defaults), so the
 * app's Apollo provider does not bring zod into every signed-in page's first load.
 */
export const DEFAULT_APP_NAME = 'buildmarket-web';
export const DEFAULT_APP_VERSION = '0.1.0';

export const appIdentity = {
  name: process.env.NEXT_PUBLIC_APP_NAME || DEFAULT_APP_NAME,
  version: process.env.NEXT_PUBLIC_APP_VERSION || DEFAULT_APP_VERSION,
};
