import { PageShell } from '@/components/layout/page-shell';
import { useLiveTeamResults } from '@/features/athlete/hooks/use-live-results';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { CoachDashboard } from '@/features/coach/components/coach-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachDashboardRoute() {
  useLiveTeamResults();
  useDocumentTitle('Coach dashboard');
  const { profile } = useCurrentUser();
  return (
    <PageShell>
      <CoachDashboard firstName={profile?.firstName ?? null} />
    </PageShell>
  );
}
