// The embedded database's thread (pglite-thread.ts starts it). Plain JavaScript: Node runs this
// file as it is, outside Next.js's bundler. PGlite is Postgres compiled to WebAssembly, and runs
// on the thread that calls it: on the request thread, a list's page spent more time in it than a
// whole trivial request takes (issue 16). Here it has a thread, the machine's other core, while
// the request thread parses, resolves and writes answers.
//
// Messages from the request thread: { id, op, ... }; each gets { id, result } or { id, error }.
//   query  { text, params, rowMode, generic, tx }  one statement (in transaction `tx` if given);
//                                                  `generic` the first time a text runs on a generic plan
//   begin  {}                                      opens a transaction; its id is this message's
//   end    { tx, commit }                          commits or rolls back transaction `tx`
//   dump   {}                                      the data directory as a tar (an ArrayBuffer)
//   close  {}
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';

import { prepareStatementsOf, textParsers } from './pglite-session.mjs';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread (pglite-thread.ts starts it).');
const port = parentPort;

/** @type {{ dataDir: string, template?: ArrayBuffer }} */
const { dataDir, template } = workerData;

/** The texts to run on a generic plan, as the request thread marks them (prepared.ts), each once. */
const genericTexts = new Set();

/** A rollback asked for by the request thread, thrown inside PGlite's transaction to end it. */
const ROLLBACK = Symbol('rollback');

/**
 * Open transactions by id: PGlite's transaction object, and how to end it. PGlite runs one at a
 * time; statements outside it wait for it to end, as they do on PGlite's own thread.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, ended: Promise<void> }>}
 */
const transactions = new Map();

/**
 * An error as data that crosses threads: its message and Postgres's fields (code, constraint,
 * detail...), which callers read (errors.ts).
 * @param {unknown} error
 */
function errorData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || key === 'params' || key === 'query') continue;
    data[key] = value;
  }
  return data;
}

/** @param {number} id @param {unknown} result @param {Transferable[]} [transfer] */
const answer = (id, result, transfer) => port.postMessage({ id, result }, transfer ?? []);
/** @param {number} id @param {unknown} error */
const fail = (id, error) => port.postMessage({ id, error: errorData(error) });

/** @param {import('@electric-sql/pglite').Results} results */
const resultData = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

let client;
try {
  client = await PGlite.create(dataDir, template ? { loadDataDir: new Blob([template]) } : {});
  await prepareStatementsOf(client, (text) => genericTexts.has(text));
  // After PGlite's first query, which sets its parsers of array types.
  Object.assign(client.parsers, textParsers());
} catch (error) {
  port.postMessage({ id: 0, error: errorData(error) });
  process.exit(1);
}
const db = client;

/** @param {number} id */
function begin(id) {
  /** @type {(commit: boolean) => void} */
  let end = () => undefined;
  const decided = new Promise((resolve) => (end = resolve));
  let begun = false;
  const ended = db
    .transaction(async (tx) => {
      begun = true;
      transactions.set(id, { tx, end, ended });
      answer(id, null);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error) => {
        if (error === ROLLBACK) return;
        if (!begun) fail(id, error);
        else throw error;
      },
    );
}

/** @param {{ id: number, tx: number, commit: boolean }} message */
async function end({ id, tx, commit }) {
  const open = transactions.get(tx);
  if (!open) return fail(id, new Error('Transaction is closed'));
  transactions.delete(tx);
  open.end(commit);
  try {
    await open.ended;
    answer(id, null);
  } catch (error) {
    fail(id, error);
  }
}

port.on('message', async (/** @type {Record<string, any>} */ message) => {
  const { id, op } = message;
  try {
    if (op === 'query') {
      if (message.generic) genericTexts.add(message.text);
      const options = { rowMode: message.rowMode };
      if (message.tx === undefined)
        return answer(id, resultData(await db.query(message.text, message.params, options)));
      const open = transactions.get(message.tx);
      if (!open) throw new Error('Transaction is closed');
      return answer(id, resultData(await open.tx.query(message.text, message.params, options)));
    }
    if (op === 'begin') return begin(id);
    if (op === 'end') return await end(message);
    if (op === 'dump') {
      const buffer = await (await db.dumpDataDir('none')).arrayBuffer();
      return answer(id, buffer, [buffer]);
    }
    if (op === 'close') {
      await db.close();
      answer(id, null);
      return port.close();
    }
    throw new Error(`Unknown message: ${op}`);
  } catch (error) {
    fail(id, error);
  }
});

port.postMessage({ id: 0, result: null });
