// Plain JavaScript: scripts/serve.mjs runs it outside Next.js's bundler, and the bundled server
// imports it too. Its types are in lifecycle.d.mts.
//
// A stopping server first says it is not ready (`/api/ready` answers 503) while it still answers
// everything else, so a load balancer stops sending it new requests; only then does it stop
// accepting, finish what it has, and close the database. scripts/serve.mjs runs that sequence on
// SIGTERM; start-up (server/startup.ts) hands it what must be closed last.

// One state for the process: scripts/serve.mjs and the bundle each load their own copy of this module.
const STATE = Symbol.for('buildmarket.lifecycle');
/** @type {{ draining: boolean, managed: boolean, closers: Array<() => Promise<unknown>> }} */
const state = (globalThis[STATE] ??= { draining: false, managed: false, closers: [] });

/** Whether the server has begun to stop: it answers on, but is no longer ready for new work. */
export function isDraining() {
  return state.draining;
}

/** From now on the server is not ready (`/api/ready` answers 503). */
export function startDraining() {
  state.draining = true;
}

/** For tests: ready again. */
export function stopDraining() {
  state.draining = false;
}

/**
 * Called by the server that runs the stopping sequence itself (scripts/serve.mjs): start-up then
 * leaves the signals to it and only registers what must be closed.
 */
export function manageShutdown() {
  state.managed = true;
}

export function shutdownIsManaged() {
  return state.managed;
}

/** Registers work to run when the server stops, after the last request was answered. */
export function onShutdown(close) {
  state.closers.push(close);
}

/** Runs every registered closer; a failing one does not keep the others from running. */
export async function closeEverything() {
  const closers = state.closers.splice(0);
  const results = await Promise.allSettled(closers.map((close) => close()));
  return results.filter((result) => result.status === 'rejected').map((result) => result.reason);
}
