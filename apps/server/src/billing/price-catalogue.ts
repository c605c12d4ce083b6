import type { PlanPrice } from '@gamespeed/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Billing, BillingError, type PriceDetails } from '../integrations/stripe';

/**
 * How long the plans read from Stripe are kept in memory before Stripe is asked again
 * (docs/product/billing.md 'Plans and prices'): a price change in the Stripe dashboard shows
 * within this time, and a busy paywall costs Stripe one read per price per process per period.
 */
export const PRICE_CACHE_MS = 10 * 60 * 1000;

/**
 * How long a failed read of Stripe is remembered: meanwhile the prices answer 502 at once
 * instead of asking Stripe again on every request while it is failing.
 */
export const PRICE_FAILURE_CACHE_MS = 30 * 1000;

export interface PriceCatalogue {
  /** The plans offered, with Stripe's prices, from memory while fresh. Throws BillingError. */
  plans(log: FastifyBaseLogger): Promise<PlanPrice[]>;
  /**
   * Whether a tier is offered (its price exists, is active and recurring); null when Stripe
   * cannot be read now, so the caller lets Stripe decide.
   */
  offers(tier: string, log: FastifyBaseLogger): Promise<boolean | null>;
}

/** Why a configured price is not offered, or null when it is. */
function whyNotOffered(price: PriceDetails | 'missing'): string | null {
  if (price === 'missing') return 'Stripe has no such price';
  if (!price.active) return 'the price is inactive (Checkout refuses it)';
  if (!price.recurring) return 'the price is one-time (a subscription needs a recurring price)';
  return null;
}

/**
 * The plans of STRIPE_PRICE_IDS (tier → price id) with their prices, read from Stripe and cached
 * in this process for {@link PRICE_CACHE_MS}. Requests that arrive while Stripe is being read wait
 * for that one read. A failed read is remembered for {@link PRICE_FAILURE_CACHE_MS} and then
 * tried again. A plan whose price Stripe does not have, marks inactive or bills once is left out
 * (and logged): one wrong price id does not take the other plans down.
 */
export function createPriceCatalogue(options: {
  billing: Billing;
  priceIds: Record<string, string>;
  now: () => Date;
  ttlMs?: number;
  failureTtlMs?: number;
}): PriceCatalogue {
  const ttlMs = options.ttlMs ?? PRICE_CACHE_MS;
  const failureTtlMs = options.failureTtlMs ?? PRICE_FAILURE_CACHE_MS;
  type Read = { plans: PlanPrice[] } | { failure: unknown };
  let cached: { read: Read; expiresAt: number } | null = null;
  let reading: Promise<Read> | null = null;

  /** One price, or 'missing' when Stripe answers that it has no such price. */
  async function retrieve(priceId: string): Promise<PriceDetails | 'missing'> {
    try {
      return await options.billing.retrievePrice(priceId);
    } catch (error) {
      if (error instanceof BillingError && error.code === 'resource_missing') return 'missing';
      throw error;
    }
  }

  async function read(log: FastifyBaseLogger): Promise<Read> {
    const entries = Object.entries(options.priceIds);
    let result: Read;
    try {
      const prices = await Promise.all(entries.map(([, priceId]) => retrieve(priceId)));
      const plans: PlanPrice[] = [];
      prices.forEach((price, i) => {
        const [tier, priceId] = entries[i]!;
        const reason = whyNotOffered(price);
        if (reason !== null || price === 'missing') {
          log.error({ tier, priceId, reason }, 'Stripe price not offered: the plan is left out');
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
      result = { plans };
    } catch (failure) {
      result = { failure };
    }
    const ttl = 'plans' in result ? ttlMs : failureTtlMs;
    cached = { read: result, expiresAt: options.now().getTime() + ttl };
    return result;
  }

  async function current(log: FastifyBaseLogger): Promise<Read> {
    if (cached && cached.expiresAt > options.now().getTime()) return cached.read;
    reading ??= read(log).finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    async plans(log) {
      const result = await current(log);
      if ('failure' in result) throw result.failure;
      return result.plans;
    },
    async offers(tier, log) {
      const result = await current(log);
      if ('failure' in result) return null;
      return result.plans.some((plan) => plan.tier === tier);
    },
  };
}
