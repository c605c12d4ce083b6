import { ERROR_CODES, type ErrorCode } from '@gamespeed/domain/error-codes';
/**
 * An error the client should see: a status, a stable code from the catalogue
 * (`@gamespeed/domain/error-codes`) and a human sentence.
 * Anything else that is thrown becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found.') =>
  new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const serviceUnavailable = (code: ErrorCode, message: string) =>
  new AppError(503, code, message);
