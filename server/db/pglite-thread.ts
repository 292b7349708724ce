import 'server-only';

import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { QueryOptions, Results } from '@electric-sql/pglite';

import { timeQuery } from '@/server/metrics.mjs';

import { DRIZZLE_TEXT_TYPES, JSON_ARRAY_TYPES, JSON_TYPES } from './pglite-session.mjs';
import { runsWithGenericPlan } from './prepared';

/**
 * The embedded database on a thread of its own (pglite-worker.mjs): the request thread sends
 * each statement there and awaits its answer, so Postgres's work in WebAssembly runs beside the
 * app's own, on the machine's other core. This is the part of PGlite's interface that Drizzle's
 * driver and the app use: query, transaction, dumpDataDir and close.
 *
 * PGlite runs one transaction at a time, on its thread as on this one: a statement outside it
 * waits for it to end.
 */

/** The worker's file, run as it is: Next.js's bundler does not see it (server/db is beside the app). */
const WORKER_FILE = path.join(process.cwd(), 'server', 'db', 'pglite-worker.mjs');

interface Answer {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string; name: string };
}

/** An error the worker reported, with Postgres's fields (code, constraint...) as PGlite gives them. */
function errorOf(data: NonNullable<Answer['error']>): Error {
  const { message, name, ...fields } = data;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** Parsers objects checked: whether each is exactly Drizzle's, which the worker applies itself. */
const checkedParsers = new WeakMap<object, boolean>();
const TEXT_SAMPLE = '2026-11-27 10:00:00+00';

function isDrizzles(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  let same = checkedParsers.get(parsers);
  if (same === undefined) {
    const keys = Object.keys(parsers).map(Number);
    same =
      keys.length === DRIZZLE_TEXT_TYPES.length &&
      DRIZZLE_TEXT_TYPES.every((type) => keys.includes(type) && parsers[type]?.(TEXT_SAMPLE) === TEXT_SAMPLE);
    checkedParsers.set(parsers, same);
  }
  return same;
}

/** An array of JSON values as the worker sends it (text, arrays of it, nulls), parsed. */
const parsedArray = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(parsedArray) : typeof value === 'string' ? JSON.parse(value) : value;

/**
 * Parses the JSON values of `result` in place, which the worker sends as text
 * (pglite-session.mjs's JSON_TYPES), so that callers get them as PGlite gives them.
 */
function parseJsonValues(result: Results<unknown>, rowMode: QueryOptions['rowMode']): void {
  for (const [index, field] of result.fields.entries()) {
    const array = JSON_ARRAY_TYPES.includes(field.dataTypeID);
    if (!array && !JSON_TYPES.includes(field.dataTypeID)) continue;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (typeof value === 'string' && !array) row[key] = JSON.parse(value);
      else if (array) row[key] = parsedArray(value);
    }
  }
}

export interface PGliteTransactionClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(result: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  /** Why the thread answers no more, once it has stopped. */
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: Answer) => {
      const waiting = this.#waiting.get(answer.id);
      if (!waiting) return;
      this.#waiting.delete(answer.id);
      // An idle worker does not keep the process alive; one with work does.
      if (this.#waiting.size === 0) worker.unref();
      if (answer.error) waiting.reject(errorOf(answer.error));
      else waiting.resolve(answer.result);
    });
    // A thread that stopped (closed, or crashed: PGlite aborts on some failures) answers nothing
    // more: what waits for it, and every statement after, fails with why rather than waiting.
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const waiting of this.#waiting.values()) waiting.reject(this.#stopped);
      this.#waiting.clear();
    };
    worker.on('error', (error) => stop(new Error(`The database's thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The database's thread stopped (exit code ${code}).`)));
  }

  /** Starts PGlite on its thread, on `dataDir` (or `memory://`), from `template` (a dump) if given. */
  static async start(dataDir: string, template?: Blob): Promise<PGliteThread> {
    const buffer = template ? await template.arrayBuffer() : undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir, template: buffer },
      transferList: buffer ? [buffer] : [],
    });
    const thread = new PGliteThread(worker);
    // The worker answers message 0 once its database is open (or why it could not open it).
    await thread.#awaitAnswer(0);
    return thread;
  }

  #awaitAnswer(id: number): Promise<unknown> {
    if (this.#waiting.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
  }

  #send(message: Record<string, unknown>, id = this.#nextId++): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const answered = this.#awaitAnswer(id);
    this.#worker.postMessage({ ...message, id });
    return answered;
  }

  /** The texts the worker has been told run on a generic plan: each is told once. */
  readonly #toldGeneric = new Set<string>();

  #markedGeneric(text: string): boolean {
    if (!runsWithGenericPlan(text) || this.#toldGeneric.has(text)) return false;
    this.#toldGeneric.add(text);
    return true;
  }

  #query<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    if (options?.parsers && !isDrizzles(options.parsers)) {
      throw new Error("The embedded database's thread reads values with its own parsers: a query cannot bring others.");
    }
    if (options?.blob || options?.paramTypes || options?.serializers || options?.onNotice) {
      throw new Error("The embedded database's thread takes a statement's text, values and row mode only.");
    }
    const rowMode = options?.rowMode;
    const done = timeQuery('pglite');
    const answered = this.#send({ op: 'query', text, params, rowMode, generic: this.#markedGeneric(text), tx });
    return answered.then(
      (result) => {
        done(true);
        parseJsonValues(result as Results<unknown>, rowMode);
        return result as Results<T>;
      },
      (error: unknown) => {
        done(false);
        throw error;
      },
    );
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  /** Runs `work` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: PGliteTransactionClient) => Promise<T>): Promise<T> {
    // The transaction's id is its `begin` message's.
    const id = this.#nextId++;
    await this.#send({ op: 'begin' }, id);
    let open = true;
    const tx: PGliteTransactionClient = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (!open) return Promise.reject(new Error('Transaction is closed'));
        return this.#query<R>(text, params, options, id);
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      open = false;
      // The caller's error is the one to report: a rollback that cannot be sent (the thread has
      // stopped) ends the transaction anyway, with the thread.
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    open = false;
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** The data directory as a tar, as PGlite's dumpDataDir gives it. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#send({ op: 'dump' })) as ArrayBuffer]);
  }

  /** Closes the database and ends its thread; nothing to do once the thread has stopped. */
  async close(): Promise<void> {
    if (!this.#stopped) await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }
}
