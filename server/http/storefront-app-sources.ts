import 'server-only';

import path from 'node:path';

import { StorefrontAppDocument } from '@/graphql/generated/client/graphql';
import { isEmbeddedApi, serverEnv } from '@/lib/env';
import { serverGraphQL } from '@/server/graphql/execute';
import { getFileStore } from '@/server/instance';

import { logoReader, type LogoReader, type StorefrontBrandLoader } from './storefront-app';

/**
 * Where this instance's storefront app routes read from: the brand through the API (in-process or
 * the API tier's), the logo from the file store in embedded mode or from the API tier in a web
 * tier, a seeded logo from public/.
 */
export function storefrontAppSources(): { loadBrand: StorefrontBrandLoader; readLogo: LogoReader } {
  return {
    loadBrand: async (slug) => (await serverGraphQL()(StorefrontAppDocument, { slug })).storefrontApp ?? null,
    readLogo: logoReader({
      files: isEmbeddedApi() ? getFileStore : undefined,
      apiUrl: serverEnv().API_URL,
      publicDir: path.join(process.cwd(), 'public'),
    }),
  };
}
