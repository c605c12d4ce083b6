import { PageShell } from '@/components/layout/page-shell';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { CoachDashboard } from '@/features/coach/components/coach-dashboard';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveTeamResults } from '@/lib/use-live-updates';

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
