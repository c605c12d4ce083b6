import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  INVALID_CODE_MESSAGE,
  PHONE_INVALID_MESSAGE,
  phoneOptedOutMessage,
} from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { sendCodeErrorMessage, verifyErrorMessage } from './error-messages';

describe('sign-in error messages', () => {
  it('never shows the field path of a refused request', () => {
    const refused = new ApiError(
      400,
      'invalid_input',
      'body.identifier: Enter a valid email address or US phone number',
    );
    expect(sendCodeErrorMessage(refused)).toBe('Enter a valid email address or US phone number');
    expect(
      verifyErrorMessage(new ApiError(400, 'invalid_input', 'body.code: must be 6 digits')),
    ).toBe('Please check what you entered: it must be 6 digits.');
  });

  it('keeps the fixed texts and the server sentences', () => {
    expect(sendCodeErrorMessage(new ApiError(404, 'not_found', 'Account not found'))).toBe(
      ACCOUNT_NOT_FOUND_MESSAGE,
    );
    expect(verifyErrorMessage(new Error('x'))).toBe(INVALID_CODE_MESSAGE);
    expect(verifyErrorMessage(new ApiError(401, 'invalid_code', 'Invalid verification code'))).toBe(
      'Invalid verification code',
    );
  });

  it('shows why a phone cannot get the code, and what to do, as the server says it', () => {
    const stop = phoneOptedOutMessage('j•••@example.com');
    expect(sendCodeErrorMessage(new ApiError(409, 'phone_opted_out', stop))).toBe(stop);
    expect(stop).toMatch(
      /replied STOP.*send START.*Or log in with your email, j•••@example.com\.$/,
    );
    expect(sendCodeErrorMessage(new ApiError(400, 'phone_invalid', PHONE_INVALID_MESSAGE))).toBe(
      PHONE_INVALID_MESSAGE,
    );
  });
});
