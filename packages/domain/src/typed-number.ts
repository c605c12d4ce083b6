/**
 * A number as a person types it into a value field (docs/product/validation.md 'Typed numbers'):
 * the decimal point may be a point or a comma ("1.15" or "1,15", as a phone keyboard in many
 * countries types it). Anything else — two separators ("1,150.5", "1.2.3"), letters, an
 * exponent — is not a number, never a guess: "1,15" is 1.15, never 115.
 */
export type TypedNumber =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'invalid'; message: string };

export const TYPED_NUMBER_MESSAGE = 'Please enter a number, like 1.15 or 1,15';

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function parseTypedNumber(text: string): TypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!DECIMAL.test(trimmed)) return { kind: 'invalid', message: TYPED_NUMBER_MESSAGE };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value)
    ? { kind: 'number', value }
    : { kind: 'invalid', message: TYPED_NUMBER_MESSAGE };
}

/** The typed number, or null when the field is empty or holds no number. */
export function typedNumberOrNull(text: string): number | null {
  const parsed = parseTypedNumber(text);
  return parsed.kind === 'number' ? parsed.value : null;
}
