import { PageShell } from '@/components/layout/page-shell';
import { DeleteAccountCard, DownloadDataCard } from '@/features/auth/components/account-cards';
import { LevelCard } from '@/features/auth/components/level-card';
import { PhysicalCard } from '@/features/auth/components/physical-card';
import { ProfileCard } from '@/features/auth/components/profile-card';
import { RetestReminderCard } from '@/features/auth/components/retest-reminder-card';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { SubscriptionCard } from '@/features/billing/components/subscription-card';
import { useCheckoutReturn } from '@/features/billing/hooks/use-checkout-return';
import { AthleteTeamsCard } from '@/features/teams/components/athlete-teams-card';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteSettingsRoute() {
  useDocumentTitle('Profile');
  const { profile } = useCurrentUser();
  const checkout = useCheckoutReturn(profile);
  if (!profile) return null;
  return (
    <PageShell className="gap-5">
      <h1 className="text-2xl font-bold">Settings</h1>
      <ProfileCard profile={profile} />
      <PhysicalCard profile={profile} />
      <LevelCard />
      <AthleteTeamsCard />
      <RetestReminderCard profile={profile} />
      <SubscriptionCard profile={profile} confirming={checkout.confirming} />
      <DownloadDataCard />
      <SignOutButton />
      <DeleteAccountCard />
    </PageShell>
  );
}
