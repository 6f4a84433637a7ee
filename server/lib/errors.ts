// Typed errors: each carries its code, HTTP status and the user-facing (SPEC.md) message.
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    // Expected outcomes (401, 404, 422 ...) need no stack trace, and capturing one is the costly part.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'Please sign in to continue.');
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);

/** A unique index refused the write (PostgreSQL 23505), however deep the driver wrapped it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
