import { describe, expect, it } from 'vitest';
import { parseTypedNumber, TYPED_NUMBER_MESSAGE, typedNumberOrNull } from './typed-number';

describe('parseTypedNumber', () => {
  it('takes a decimal comma as the decimal point: "1,15" is 1.15, never 115', () => {
    expect(parseTypedNumber('1,15')).toEqual({ kind: 'number', value: 1.15 });
    expect(parseTypedNumber(' 4,5 ')).toEqual({ kind: 'number', value: 4.5 });
    expect(parseTypedNumber(',95')).toEqual({ kind: 'number', value: 0.95 });
    expect(parseTypedNumber('1.15')).toEqual({ kind: 'number', value: 1.15 });
    expect(parseTypedNumber('18')).toEqual({ kind: 'number', value: 18 });
  });

  it('refuses what is not one number, with a message, instead of guessing', () => {
    for (const text of ['1,150.5', '1.2.3', '1,2,3', 'abc', '1e3', '1 15', '0x10', '.', ',']) {
      expect(parseTypedNumber(text), text).toEqual({
        kind: 'invalid',
        message: TYPED_NUMBER_MESSAGE,
      });
    }
  });

  it('an empty field is empty, not 0', () => {
    expect(parseTypedNumber('  ')).toEqual({ kind: 'empty' });
    expect(typedNumberOrNull('')).toBeNull();
    expect(typedNumberOrNull('x')).toBeNull();
    expect(typedNumberOrNull('2,5')).toBe(2.5);
  });
});
