// Stand-in for the `server-only` package in Vitest, which has no React server condition.
export {};
