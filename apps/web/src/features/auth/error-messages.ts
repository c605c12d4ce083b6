import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  INVALID_CODE_MESSAGE,
  SEND_CODE_FAILED_MESSAGE,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { ApiError } from '@/lib/api-client';
import { humanFormMessage } from '@/lib/field-errors';

/** The server's message, without the field path a refused request names (`body.identifier:`). */
const wordsOf = (error: ApiError) =>
  error.status === 400 && error.code === ERROR_CODES.invalidInput
    ? humanFormMessage(error.message)
    : error.message;

/** docs/product/messages.md 'Login send': unknown accounts get the fixed message, else the provider's. */
export function sendCodeErrorMessage(error: unknown): string {
  const message = error instanceof ApiError ? wordsOf(error) : '';
  if (/not found|does not exist|Signups not allowed/i.test(message))
    return ACCOUNT_NOT_FOUND_MESSAGE;
  return message || SEND_CODE_FAILED_MESSAGE;
}

/** docs/product/messages.md 'Verify': the server's message, or 'Invalid verification code'. */
export function verifyErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? wordsOf(error) : INVALID_CODE_MESSAGE;
}
