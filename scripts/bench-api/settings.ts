/**
 * The settings of `npm run bench:api` (./index.ts): its command line (targets, clients, seconds,
 * rounds, scales, only, fresh, orders), each scale's data set size, and the log.
 */
import { parseArgs } from 'node:util';

import { BIG_ACCOUNT_ORDERS, type DatasetSize } from './dataset';

export const { values: options } = parseArgs({
  options: {
    targets: { type: 'string', default: 'pglite,postgres' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '3' },
    scales: { type: 'string', default: '1' },
    /** Only the operations whose name contains one of these (comma-separated); the trivial query always runs. */
    only: { type: 'string', default: '' },
    fresh: { type: 'boolean', default: false },
    /** The data set's orders, instead of 1,000,000 × the scale (in a data set of its own). */
    orders: { type: 'string' },
  },
});
export const clients = Number(options.clients);
export const seconds = Number(options.seconds);
export const rounds = Math.max(1, Number(options.rounds));
export const scales = (options.scales ?? '1').split(',').map(Number);
export const sizeAt = (scale: number): DatasetSize => ({
  suppliers: Math.round(10_000 * scale),
  orders: Math.max(BIG_ACCOUNT_ORDERS, options.orders ? Number(options.orders) : Math.round(1_000_000 * scale)),
  jobSites: Math.round(100_000 * scale),
});
/** A database or directory name's suffix for a scale: 0.3 → 0_3 (and its orders, when set: 10_orders10000). */
export const scaleName = (scale: number) =>
  String(scale).replace('.', '_') + (options.orders ? `_orders${Number(options.orders)}` : '');
export const log = (line: string) => console.log(line);
