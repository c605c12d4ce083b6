import type { PlanPrice, PriceInterval } from './contracts/billing';

/**
 * Stripe sends amounts in the currency's smallest unit. Most currencies have two decimals; these
 * are Stripe's zero-decimal and three-decimal currencies (Stripe's "Supported currencies" page).
 */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** Decimals of a Stripe amount in this currency (lower- or upper-case ISO code). */
export function currencyDecimals(currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL.has(code)) return 0;
  if (THREE_DECIMAL.has(code)) return 3;
  return 2;
}

/** '$9.99' for 999 USD, '¥1,200' for 1200 JPY; null when the code is no currency Intl knows. */
export function formatAmount(
  unitAmount: number,
  currency: string,
  locale = 'en-US',
): string | null {
  const decimals = currencyDecimals(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(unitAmount / 10 ** decimals);
  } catch {
    return null;
  }
}

const INTERVAL_WORDS: Record<PriceInterval, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};

/** 'month', '3 months', 'year'. */
export function intervalText(interval: PriceInterval, count: number | null): string {
  const word = INTERVAL_WORDS[interval];
  return count && count > 1 ? `${count} ${word}s` : word;
}

/**
 * A plan's price for display (docs/product/billing.md): '$9.99 / month', '$99.00 / year',
 * '$30.00 / 3 months', '$49.00' for a one-time price; null when the price has no fixed amount or
 * an unknown currency (the plan is then shown without a price).
 */
export function formatPlanPrice(
  plan: Pick<PlanPrice, 'unitAmount' | 'currency' | 'interval' | 'intervalCount'>,
  locale = 'en-US',
): string | null {
  if (plan.unitAmount === null) return null;
  const amount = formatAmount(plan.unitAmount, plan.currency, locale);
  if (amount === null) return null;
  return plan.interval ? `${amount} / ${intervalText(plan.interval, plan.intervalCount)}` : amount;
}
