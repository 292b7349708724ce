// Runs once when the server starts (not during `next build`): checks the configuration, then in
// embedded mode opens the database (migrating and seeding it) and starts the maintenance loop.
// A server that cannot start properly stops here with the reason, rather than answering 500s.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const { routeConsoleToLog } = await import('./server/logger');
    // From here on, Next.js's own lines (a page's uncaught error) are log lines like the app's.
    routeConsoleToLog();
    const { startServer } = await import('./server/startup');
    await startServer();
  } catch (error) {
    console.error(`The server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
