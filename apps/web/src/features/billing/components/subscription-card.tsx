import { CreditCard, Sparkles } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useBillingPlans } from '../api/get-billing-plans';
import { useOpenCheckout } from '../hooks/use-open-checkout';
import { useOpenPortal } from '../hooks/use-open-portal';
import { describeSubscription, type SubscriptionFields, tierLabel } from '../subscription-status';

export const BILLING_UNAVAILABLE_MESSAGE = 'Subscriptions are not available yet.';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line py-3 last:border-none">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/**
 * Settings' Subscription card: status, plan and expiry, and the way in — 'Subscribe'
 * (Stripe Checkout; a plan picker when there are several tiers) while not subscribed, and
 * 'Manage subscription' (the Billing Portal) once there is a billing account.
 * `confirming`: a checkout just returned and its webhook is awaited.
 */
export function SubscriptionCard({
  profile,
  confirming = false,
}: {
  profile: SubscriptionFields;
  confirming?: boolean;
}) {
  const titleId = useId();
  const plans = useBillingPlans();
  const checkout = useOpenCheckout();
  const portal = useOpenPortal();
  const [chosenTier, setChosenTier] = useState<string | null>(null);
  const summary = describeSubscription(profile, new Date());

  const tiers = plans.data?.tiers ?? [];
  const tier = chosenTier && tiers.includes(chosenTier) ? chosenTier : (tiers[0] ?? null);
  const available = plans.data?.enabled === true && tiers.length > 0;
  const showSubscribe = available && summary.canSubscribe && !confirming;
  const showManage = available && summary.canManage;

  let hint: string | null = null;
  if (profile.subscriptionStatus === 'past_due') {
    hint = 'Your last payment failed. Update your payment method to keep your access.';
  } else if (showSubscribe) {
    hint = 'Subscribe to unlock every training video.';
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3">
      <CardTitle id={titleId} className="flex items-center gap-2">
        <CreditCard aria-hidden className="h-5 w-5 text-accent" /> Subscription
      </CardTitle>
      <dl>
        <Row label="Status">
          <Badge tone={summary.statusTone} className="text-sm">
            {summary.statusLabel}
          </Badge>
        </Row>
        <Row label="Plan">{summary.plan ?? 'None'}</Row>
        {summary.expires ? <Row label={summary.expiresLabel}>{summary.expires}</Row> : null}
      </dl>

      {confirming ? <Spinner label="Confirming your subscription..." showLabel /> : null}

      {plans.isPending ? (
        <Spinner label="Loading plans..." showLabel />
      ) : plans.isError ? (
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted">Subscription plans could not be loaded.</p>
          <Button variant="ghost" size="sm" className="h-11" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : !available ? (
        <p className="text-sm text-muted">{BILLING_UNAVAILABLE_MESSAGE}</p>
      ) : (
        <>
          {hint ? <p className="text-sm text-muted">{hint}</p> : null}
          {showSubscribe && tiers.length > 1 ? (
            <Select
              label="Plan"
              value={tier ?? undefined}
              onValueChange={setChosenTier}
              options={tiers.map((value) => ({ value, label: tierLabel(value) }))}
            />
          ) : null}
          {showSubscribe && tier ? (
            <Button fullWidth disabled={checkout.busy} onClick={() => void checkout.open(tier)}>
              <Sparkles aria-hidden className="h-5 w-5" />
              {checkout.busy ? 'Opening checkout...' : 'Subscribe'}
            </Button>
          ) : null}
          {showManage ? (
            <Button
              variant={showSubscribe ? 'secondary' : 'primary'}
              fullWidth
              disabled={portal.busy}
              onClick={() => void portal.open(undefined)}
            >
              {portal.busy ? 'Opening portal...' : 'Manage subscription'}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
