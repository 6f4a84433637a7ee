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
export const forbidden = () => new AppError('FORBIDDEN', 403, 'You do not have permission to do this.');
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', 404, `${what} not found`);
