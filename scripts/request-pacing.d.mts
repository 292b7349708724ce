// Types of request-pacing.mjs (a plain script, so `npm run serve` needs no TypeScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const REQUESTS_STARTED_PER_TURN: number;

export declare function pacedHandler<Request extends IncomingMessage, Response extends ServerResponse>(
  handle: (request: Request, response: Response) => void,
  options?: { perTurn?: number },
): (request: Request, response: Response) => void;
