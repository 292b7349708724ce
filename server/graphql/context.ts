import 'server-only';

import type { Database } from '@/server/db/client';

/** What every resolver receives. Built per request; nothing in it is shared between users. */
export interface GraphQLContext {
  db: Database;
  request: Request;
}
