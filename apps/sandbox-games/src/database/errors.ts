/** PostgreSQL's unique_violation, raised alike by PGlite and the server. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
