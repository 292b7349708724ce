import 'server-only';

import { serverEnv } from '@/lib/env';

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

function enabled(level: Level): boolean {
  return levels[level] >= levels[serverEnv().LOG_LEVEL];
}

/** The server's one logger: plain lines on stdout/stderr, which any log collector reads. */
export const logger = {
  debug: (message: string, ...details: unknown[]) => {
    if (enabled('debug')) console.debug(`[debug] ${message}`, ...details);
  },
  info: (message: string, ...details: unknown[]) => {
    if (enabled('info')) console.info(`[info] ${message}`, ...details);
  },
  warn: (message: string, ...details: unknown[]) => {
    if (enabled('warn')) console.warn(`[warn] ${message}`, ...details);
  },
  error: (message: string, ...details: unknown[]) => {
    if (enabled('error')) console.error(`[error] ${message}`, ...details);
  },
};
