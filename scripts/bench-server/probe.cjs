// Preloaded into the benchmarked server (NODE_OPTIONS=--require): every 250 ms it appends the
// event loop's delay (p99 and max over those 250 ms) and the CPU time the process has used so far
// to BENCH_PROBE_FILE, so the bench reports what the server itself went through, not only what
// its clients saw (on a busy machine, CPU time per request is the figure that stays comparable). With BENCH_CPU_PROFILE set
// it also records a CPU profile, written to that file on SIGUSR2 (open it in Chrome's DevTools).
const { appendFileSync, writeFileSync } = require('node:fs');
const http = require('node:http');
const { monitorEventLoopDelay, performance, PerformanceObserver } = require('node:perf_hooks');

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // How long the server itself took for each request, from its parsed headers to the response's
  // last byte handed to the socket: what clients wait beyond that is spent before the server reads
  // the request (or in the client).
  let slowestRequestMs = 0;
  let requests = 0;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'request') {
      const started = performance.now();
      response.once('finish', () => {
        requests += 1;
        slowestRequestMs = Math.max(slowestRequestMs, performance.now() - started);
      });
    }
    return emit.apply(this, arguments);
  };
  setInterval(() => {
    const { user, system } = process.cpuUsage();
    const sample = {
      t: Date.now(),
      pid: process.pid,
      p99Ms: delay.percentile(99) / 1e6,
      maxMs: delay.max / 1e6,
      cpuMs: (user + system) / 1000,
      requests,
      slowestRequestMs,
    };
    slowestRequestMs = 0;
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
    delay.reset();
  }, 250).unref();
  // Garbage collections that hold the loop long enough to matter, with their kind.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < 100) continue;
      const gc = { t: Date.now(), pid: process.pid, gcMs: entry.duration, gcKind: entry.detail?.kind };
      appendFileSync(file, `${JSON.stringify(gc)}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}

const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const { Session } = require('node:inspector');
  const session = new Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(`${profileFile}.${process.pid}.cpuprofile`, JSON.stringify(result.profile));
    });
  });
}
