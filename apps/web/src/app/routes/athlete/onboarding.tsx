import { PageShell } from '@/components/layout/page-shell';
import { OnboardingFlow } from '@/features/athlete/components/onboarding-flow';
import { useCurrentUser } from '@/features/auth/hooks/use-session';

export function AthleteOnboardingRoute() {
  const { profile } = useCurrentUser();
  if (!profile) return null;
  return (
    <PageShell>
      <OnboardingFlow profile={profile} />
    </PageShell>
  );
}
