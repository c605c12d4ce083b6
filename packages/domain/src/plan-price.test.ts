import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatPlanPrice } from './plan-price';

const plan = (over: Partial<Parameters<typeof formatPlanPrice>[0]> = {}) => ({
  unitAmount: 999,
  currency: 'usd',
  interval: 'month' as const,
  intervalCount: 1,
  ...over,
});

describe('formatPlanPrice', () => {
  it('shows the amount per interval', () => {
    expect(formatPlanPrice(plan())).toBe('$9.99 / month');
    expect(formatPlanPrice(plan({ unitAmount: 9900, interval: 'year' }))).toBe('$99.00 / year');
    expect(formatPlanPrice(plan({ unitAmount: 3000, intervalCount: 3 }))).toBe('$30.00 / 3 months');
    expect(formatPlanPrice(plan({ unitAmount: 500, interval: 'week', intervalCount: 2 }))).toBe(
      '$5.00 / 2 weeks',
    );
  });

  it('a one-time price has no interval', () => {
    expect(formatPlanPrice(plan({ unitAmount: 4900, interval: null, intervalCount: null }))).toBe(
      '$49.00',
    );
  });

  it('reads zero- and three-decimal currencies as Stripe sends them', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(formatPlanPrice(plan({ unitAmount: 1200, currency: 'jpy' }))).toBe('¥1,200 / month');
    expect(currencyDecimals('kwd')).toBe(3);
    expect(formatPlanPrice(plan({ unitAmount: 1500, currency: 'kwd' }))).toMatch(/1\.500/);
    expect(formatPlanPrice(plan({ unitAmount: 1999, currency: 'eur' }))).toBe('€19.99 / month');
  });

  it('is null without a fixed amount or with an unknown currency', () => {
    expect(formatPlanPrice(plan({ unitAmount: null }))).toBeNull();
    expect(formatPlanPrice(plan({ currency: 'not a currency' }))).toBeNull();
  });
});
