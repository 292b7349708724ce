// Types of route-label.mjs (plain JavaScript: scripts/serve.mjs runs it outside the bundler).
export function routeLabeller(distDir: string): (url: string | undefined) => string;
