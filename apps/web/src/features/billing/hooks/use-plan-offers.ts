import { formatPlanPrice } from '@gamespeed/domain';
import { useBillingPlans } from '../api/get-billing-plans';
import { useBillingPrices } from '../api/get-billing-prices';
import { tierLabel } from '../subscription-status';

/** One plan as the paywall and the plan dialog show it. */
export interface PlanOffer {
  tier: string;
  /** The Stripe product's name, else the tier's label ('pro' → 'Pro'). */
  name: string;
  /** '$9.99 / month'; null while loading, when Stripe could not be read, or without a fixed amount. */
  price: string | null;
}

/**
 * The plans one can subscribe to with their prices (docs/product/billing.md 'Plans and prices'):
 * the tiers from the billing configuration at once, the prices read from Stripe through the
 * server when `active` (a sheet or dialog showing them is open). When the prices cannot be read
 * the plans stay buyable; `pricesFailed` lets the screen say so and offer a retry.
 */
export function usePlanOffers(active: boolean) {
  const plans = useBillingPlans();
  const tiers = plans.data?.tiers ?? [];
  const configured = plans.data?.enabled === true && tiers.length > 0;
  const prices = useBillingPrices(active && configured);
  const billingOff =
    plans.isError || (plans.data !== undefined && !configured) || prices.data?.enabled === false;

  const priced = prices.data?.enabled === true ? prices.data.plans : null;
  const offers: PlanOffer[] = priced
    ? priced.map((plan) => ({
        tier: plan.tier,
        name: plan.productName ?? tierLabel(plan.tier),
        price: formatPlanPrice(plan),
      }))
    : tiers.map((tier) => ({ tier, name: tierLabel(tier), price: null }));

  return {
    /** The configuration is still loading. */
    loading: plans.isPending,
    billingOff,
    offers,
    pricesLoading: active && configured && prices.isPending,
    pricesFailed: prices.isError,
    retryPrices: () => void prices.refetch(),
  };
}
