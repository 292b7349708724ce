import { handleHealth } from '@/server/http/health';

// Liveness: answers while the process lives, in both modes (a web tier answers it itself).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return handleHealth();
}
