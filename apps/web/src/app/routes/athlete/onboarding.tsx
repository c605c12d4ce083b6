import { PageShell } from '@/components/layout/page-shell';
import { OnboardingFlow } from '@/features/athlete/components/onboarding-flow';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteOnboardingRoute() {
  useDocumentTitle('Your assessment');
  const { profile } = useCurrentUser();
  if (!profile) return null;
  return (
    <PageShell>
      <OnboardingFlow profile={profile} />
    </PageShell>
  );
}
