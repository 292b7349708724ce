/**
 * The unique constraint a failed write broke, if that is why it failed (PostgreSQL's 23505, which
 * PGlite reports alike); '' when the driver did not name it; undefined for any other failure.
 * Drizzle wraps the driver's error, so the cause chain is walked.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
