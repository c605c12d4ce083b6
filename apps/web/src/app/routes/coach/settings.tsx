import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardTitle } from '@/components/ui/card/card';
import { paths } from '@/config/paths';
import { DeleteAccountCard, DownloadDataCard } from '@/features/auth/components/account-cards';
import { InfoRow, ProfileCard } from '@/features/auth/components/profile-card';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { useCheckoutReturn } from '@/features/billing/hooks/use-checkout-return';
import { useDocumentTitle } from '@/lib/use-document-title';

const ROLE_LABELS = { athlete: 'Athlete', coach: 'Coach', both: 'Athlete & Coach' } as const;

export function CoachSettingsRoute() {
  useDocumentTitle('Coach profile');
  const { profile } = useCurrentUser();
  const checkout = useCheckoutReturn(profile);
  if (!profile) return null;
  return (
    <PageShell className="gap-5">
      <h1 className="text-2xl font-bold">Settings</h1>
      <ProfileCard
        profile={profile}
        extraRows={<InfoRow label="Role" value={ROLE_LABELS[profile.role]} />}
      />
      <SubscriptionCard profile={profile} confirming={checkout.confirming} />
      {profile.isAdmin ? (
        <Card className="flex flex-col gap-3">
          <CardTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="h-5 w-5 text-accent" /> Admin
          </CardTitle>
          <p className="text-sm text-muted">Manage the video library, folders and tags.</p>
          <Link
            to={paths.admin.dashboard.getHref()}
            className="inline-flex h-12 items-center justify-center rounded-xl bg-accent font-semibold text-black hover:bg-accent-strong"
          >
            Go to Admin Dashboard
          </Link>
        </Card>
      ) : null}
      <DownloadDataCard />
      <SignOutButton />
      <DeleteAccountCard />
    </PageShell>
  );
}
