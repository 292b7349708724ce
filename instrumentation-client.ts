// Runs in the browser before the app. The site's Content-Security-Policy refuses eval, and zod
// probes for it (`new Function`) to compile its parsers: the browser reports each refused probe as
// a policy violation (in DevTools, and as a Lighthouse best-practices failure), although zod then
// parses without it. So zod is told not to try (its `jitless` setting). Zod keeps its settings in
// this global, shared by every copy of it (tests/unit/content-security-policy.test.ts checks that
// it still does); setting it here, before zod loads, adds no zod code to pages that have none.
// The server, which no policy binds, keeps the compiler.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
