/**
 * Sign-in identifiers and one-time codes (docs/product/validation.md 'Login identifier' and 'Code', docs/product/constants.md 'Code length
 * 6 digits; phone 10 digits with +1 prefix').
 */
import { z } from 'zod';
import { CODE_LENGTH, PHONE_COUNTRY_PREFIX, PHONE_DIGITS } from './constants';
import { FORMAT_CHARACTERS, normalizeEmail } from './email-address';

/** docs/product/validation.md: the identifier field is required. */
export const IDENTIFIER_REQUIRED_MESSAGE = 'Please enter your email or phone number';
/** docs/product/validation.md: neither an e-mail (contains '@') nor a 10-digit phone number. */
export const IDENTIFIER_INVALID_MESSAGE = 'Please enter a valid email or 10-digit phone number';
/** docs/product/validation.md: the code must be exactly 6 digits. */
export const CODE_REQUIRED_MESSAGE = 'Please enter the 6-digit code';

export type ParsedIdentifier =
  | { kind: 'email'; value: string }
  /** `value` is the E.164 form sent to the SMS provider (`+1` + 10 digits); `digits` the 10 digits. */
  | { kind: 'phone'; value: string; digits: string }
  | { kind: 'invalid'; message: string };

/** The longest e-mail address that can be delivered (RFC 5321 path limit less the brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** One local part, one '@', one domain; no spaces, lists, display names, quotes or brackets. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+$/;

/** Every character that is not an ASCII digit. */
const NON_DIGITS = /\D/g;

/**
 * Classifies what the person typed in 'Email or Phone Number' (docs/product/validation.md), in this order:
 * 1. blank (empty after trimming) → invalid, {@link IDENTIFIER_REQUIRED_MESSAGE};
 * 2. contains '@' → e-mail in its one spelling ({@link normalizeEmail}: NFKC, no invisible
 *    format characters, lower case, the domain in punycode), when it is one plain address of at most
 *    254 characters (no list, display name, spaces or quotes); `a@b` is accepted, the delivery
 *    attempt being the real check;
 * 3. exactly 10 digits remain after removing every non-digit → US phone `+1XXXXXXXXXX`
 *    (so `(555) 123-4567` is accepted, but `+1 555 123 4567` has 11 digits and is not:
 *    the product description says exactly 10);
 * 4. anything else → invalid, {@link IDENTIFIER_INVALID_MESSAGE}.
 */
export function parseIdentifier(input: string): ParsedIdentifier {
  const trimmed = input.normalize('NFKC').replace(FORMAT_CHARACTERS, '').trim();
  if (trimmed === '') return { kind: 'invalid', message: IDENTIFIER_REQUIRED_MESSAGE };
  if (trimmed.includes('@')) {
    // One plain address only: a list ('a@x,b@y') or a display name ('A <b@y>') would send the
    // code somewhere other than what the account shows.
    const address = normalizeEmail(trimmed);
    if (address.length > EMAIL_MAX_LENGTH || !SINGLE_ADDRESS.test(address))
      return { kind: 'invalid', message: IDENTIFIER_INVALID_MESSAGE };
    return { kind: 'email', value: address };
  }
  const digits = trimmed.replace(NON_DIGITS, '');
  if (digits.length === PHONE_DIGITS) {
    return { kind: 'phone', value: `${PHONE_COUNTRY_PREFIX}${digits}`, digits };
  }
  return { kind: 'invalid', message: IDENTIFIER_INVALID_MESSAGE };
}

/** docs/product/validation.md: the code input strips non-digits and caps the length at 6. */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(NON_DIGITS, '').slice(0, CODE_LENGTH);
}

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** docs/product/validation.md: a code is complete when it is exactly 6 digits (nothing else). */
export function isCompleteCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/**
 * A login/signup identifier (docs/product/validation.md). A missing or non-string value fails with the 'required'
 * message too. Validates only; see {@link normalizedIdentifierSchema} for the parsed form.
 */
export const identifierSchema = z
  .string({ error: IDENTIFIER_REQUIRED_MESSAGE })
  .max(EMAIL_MAX_LENGTH + 64, { error: IDENTIFIER_INVALID_MESSAGE })
  .superRefine((value, ctx) => {
    const parsed = parseIdentifier(value);
    if (parsed.kind === 'invalid') ctx.addIssue({ code: 'custom', message: parsed.message });
  });

/** {@link identifierSchema}, then parsed into the e-mail or `+1` phone form. */
export const normalizedIdentifierSchema = identifierSchema.transform(
  (value) => parseIdentifier(value) as Exclude<ParsedIdentifier, { kind: 'invalid' }>,
);

/** A one-time code: exactly 6 ASCII digits, no spaces (docs/product/validation.md). */
export const codeSchema = z
  .string({ error: CODE_REQUIRED_MESSAGE })
  .regex(CODE_PATTERN, { error: CODE_REQUIRED_MESSAGE });
