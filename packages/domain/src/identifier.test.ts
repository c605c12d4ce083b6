import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_REQUIRED_MESSAGE,
  codeSchema,
  IDENTIFIER_INVALID_MESSAGE,
  IDENTIFIER_REQUIRED_MESSAGE,
  identifierSchema,
  isCompleteCode,
  normalizedIdentifierSchema,
  parseIdentifier,
  sanitizeCodeInput,
} from './identifier';

describe('messages', () => {
  it('are the exact docs/product/validation.md texts', () => {
    expect(IDENTIFIER_REQUIRED_MESSAGE).toBe('Please enter your email or phone number');
    expect(IDENTIFIER_INVALID_MESSAGE).toBe('Please enter a valid email or 10-digit phone number');
    expect(CODE_REQUIRED_MESSAGE).toBe('Please enter the 6-digit code');
  });
});

describe('parseIdentifier', () => {
  it.each(['', ' ', '\t\n  '])('treats blank %j as required', (input) => {
    expect(parseIdentifier(input)).toEqual({
      kind: 'invalid',
      message: IDENTIFIER_REQUIRED_MESSAGE,
    });
  });

  it('accepts anything containing @ as an e-mail, trimmed and lower-cased', () => {
    expect(parseIdentifier('  Jane.Doe@Example.COM ')).toEqual({
      kind: 'email',
      value: 'jane.doe@example.com',
    });
    expect(parseIdentifier('a@b')).toEqual({ kind: 'email', value: 'a@b' });
  });

  it('checks for @ before digits', () => {
    expect(parseIdentifier('5551234567@x.io')).toEqual({ kind: 'email', value: '5551234567@x.io' });
  });

  it.each(['5551234567', '555-123-4567', '(555) 123-4567', ' 555.123.4567 '])(
    'accepts %j as a phone with +1 prefix',
    (input) => {
      expect(parseIdentifier(input)).toEqual({
        kind: 'phone',
        value: '+15551234567',
        digits: '5551234567',
      });
    },
  );

  it.each([
    '555123456', // 9 digits
    '55512345678', // 11 digits
    '+1 555 123 4567', // 11 digits: the product description says exactly 10
    'hello',
    'jane.example.com',
  ])('rejects %j as invalid', (input) => {
    expect(parseIdentifier(input)).toEqual({
      kind: 'invalid',
      message: IDENTIFIER_INVALID_MESSAGE,
    });
  });

  it('classifies any 10-digit string without @ as that phone number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom('', '-', ' ', '.'), (d, sep) => {
        const input = `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
        expect(parseIdentifier(input)).toEqual({ kind: 'phone', value: `+1${d}`, digits: d });
      }),
    );
  });

  it('never throws and always returns one of the three kinds', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(['email', 'phone', 'invalid']).toContain(parseIdentifier(s).kind);
      }),
    );
  });
});

describe('sanitizeCodeInput', () => {
  it('strips non-digits and caps at 6', () => {
    expect(sanitizeCodeInput('12a3 4-5')).toBe('12345');
    expect(sanitizeCodeInput('1234567890')).toBe('123456');
    expect(sanitizeCodeInput('abc')).toBe('');
    expect(sanitizeCodeInput(' 987 654 ')).toBe('987654');
  });

  it('always yields at most 6 digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = sanitizeCodeInput(s);
        expect(out).toMatch(/^\d{0,6}$/);
        expect(sanitizeCodeInput(out)).toBe(out);
      }),
    );
  });
});

describe('isCompleteCode', () => {
  it('is true only for exactly 6 digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('000000')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('1234567')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode(' 123456')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });
});

describe('identifierSchema', () => {
  it('accepts valid identifiers unchanged', () => {
    expect(identifierSchema.parse('Jane@Example.com')).toBe('Jane@Example.com');
    expect(identifierSchema.parse('555-123-4567')).toBe('555-123-4567');
  });

  it('reports the documented messages', () => {
    const blank = identifierSchema.safeParse('  ');
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(IDENTIFIER_REQUIRED_MESSAGE);

    const bad = identifierSchema.safeParse('12345');
    expect(bad.error?.issues[0]?.message).toBe(IDENTIFIER_INVALID_MESSAGE);

    const missing = identifierSchema.safeParse(undefined);
    expect(missing.error?.issues[0]?.message).toBe(IDENTIFIER_REQUIRED_MESSAGE);
  });

  it('normalizedIdentifierSchema yields the parsed form', () => {
    expect(normalizedIdentifierSchema.parse(' A@B.co ')).toEqual({
      kind: 'email',
      value: 'a@b.co',
    });
    expect(normalizedIdentifierSchema.parse('(555) 123-4567')).toEqual({
      kind: 'phone',
      value: '+15551234567',
      digits: '5551234567',
    });
    expect(normalizedIdentifierSchema.safeParse('nope').success).toBe(false);
  });
});

describe('codeSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(codeSchema.parse('012345')).toBe('012345');
  });

  it.each(['12345', '1234567', '12 456', 'abcdef', ''])('rejects %j with the documented message', (c) => {
    const r = codeSchema.safeParse(c);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(CODE_REQUIRED_MESSAGE);
  });

  it('rejects a non-string with the documented message', () => {
    expect(codeSchema.safeParse(123456).error?.issues[0]?.message).toBe(CODE_REQUIRED_MESSAGE);
  });
});
