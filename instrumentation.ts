// Runs once when the server starts (not during `next build`): checks the configuration, then in
// embedded mode opens the database (migrating and seeding it) and starts the mail retry loop.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
