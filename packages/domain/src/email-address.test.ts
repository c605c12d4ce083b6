import { describe, expect, it } from 'vitest';
import { normalizeEmail } from './email-address';
import { parseIdentifier } from './identifier';

describe('one spelling per e-mail address', () => {
  it('drops invisible format characters and folds compatibility forms and case', () => {
    expect(normalizeEmail('Cap@Exam\u200Bple.com')).toBe('cap@example.com');
    expect(normalizeEmail('cap\u00AD@example.com\uFEFF')).toBe('cap@example.com');
    expect(normalizeEmail('ｃａｐ@ｅｘａｍｐｌｅ.com')).toBe('cap@example.com');
    expect(normalizeEmail('cap@\u202Eexample.com')).toBe('cap@example.com');
  });

  it('writes an international domain in punycode, as DNS knows it', () => {
    expect(normalizeEmail('Jo@Bücher.example')).toBe('jo@xn--bcher-kva.example');
    expect(normalizeEmail('jo@xn--bcher-kva.example')).toBe('jo@xn--bcher-kva.example');
  });

  it('is what sign-in and invites compare', () => {
    expect(parseIdentifier(' cap@exa\u200Dmple.com ')).toEqual({
      kind: 'email',
      value: 'cap@example.com',
    });
    expect(parseIdentifier('ｃａｐ＠example.com')).toEqual({
      kind: 'email',
      value: 'cap@example.com',
    });
    expect(parseIdentifier('a@b\u200B,c@d').kind).toBe('invalid');
  });
});
