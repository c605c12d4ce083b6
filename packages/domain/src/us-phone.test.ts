import { describe, expect, it } from 'vitest';
import { isUsPhoneNumber } from './us-phone';

describe('US phone numbers', () => {
  it('takes US area codes and US territories', () => {
    for (const digits of ['4155550142', '2125550100', '7875550100', '6715550100'])
      expect(isUsPhoneNumber(digits), digits).toBe(true);
  });

  it('refuses Canada, the Caribbean countries and numbers the plan cannot have', () => {
    for (const digits of ['4165550142', '6045550100', '8765550100', '8095550100', '2425550100'])
      expect(isUsPhoneNumber(digits), digits).toBe(false);
    for (const digits of ['1155550142', '4150550142', '415555014'])
      expect(isUsPhoneNumber(digits), digits).toBe(false);
  });
});
