import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';

describe('error code catalogue', () => {
  it('has snake_case wire values, each used once', () => {
    const values = Object.values(ERROR_CODES);
    for (const value of values) expect(value).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(new Set(values).size).toBe(values.length);
  });

  it('names each code after its value', () => {
    for (const [name, value] of Object.entries(ERROR_CODES)) {
      expect(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).toBe(value);
    }
  });
});
