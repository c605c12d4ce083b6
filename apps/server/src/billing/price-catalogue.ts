import type { PlanPrice } from '@gamespeed/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Billing } from '../integrations/stripe';

/**
 * How long the plans read from Stripe are kept in memory before Stripe is asked again
 * (docs/product/billing.md 'Plans and prices'): a price change in the Stripe dashboard shows
 * within this time, and a busy paywall costs Stripe one read per price per process per period.
 */
export const PRICE_CACHE_MS = 10 * 60 * 1000;

export interface PriceCatalogue {
  /** The configured plans with Stripe's prices, from memory while fresh. Throws BillingError. */
  plans(log: FastifyBaseLogger): Promise<PlanPrice[]>;
}

/**
 * The plans of STRIPE_PRICE_IDS (tier → price id) with their prices, read from Stripe and cached
 * in this process for {@link PRICE_CACHE_MS}. Requests that arrive while Stripe is being read wait
 * for that one read; a failed read is not cached (the next request tries again). Prices Stripe
 * marks inactive are left out: Checkout refuses them.
 */
export function createPriceCatalogue(options: {
  billing: Billing;
  priceIds: Record<string, string>;
  now: () => Date;
  ttlMs?: number;
}): PriceCatalogue {
  const ttlMs = options.ttlMs ?? PRICE_CACHE_MS;
  let cached: { plans: PlanPrice[]; expiresAt: number } | null = null;
  let reading: Promise<PlanPrice[]> | null = null;

  async function read(log: FastifyBaseLogger): Promise<PlanPrice[]> {
    const entries = Object.entries(options.priceIds);
    const prices = await Promise.all(
      entries.map(([, priceId]) => options.billing.retrievePrice(priceId)),
    );
    const plans: PlanPrice[] = [];
    prices.forEach((price, i) => {
      const tier = entries[i]![0];
      if (!price.active) {
        log.warn({ tier, priceId: price.id }, 'Stripe price is inactive: left out of the plans');
        return;
      }
      plans.push({
        tier,
        productName: price.productName,
        unitAmount: price.unitAmount,
        currency: price.currency,
        interval: price.interval,
        intervalCount: price.intervalCount,
      });
    });
    cached = { plans, expiresAt: options.now().getTime() + ttlMs };
    return plans;
  }

  return {
    async plans(log) {
      if (cached && cached.expiresAt > options.now().getTime()) return cached.plans;
      reading ??= read(log).finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}
