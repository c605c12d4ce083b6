import { PageShell } from '@/components/layout/page-shell';
import { TeamPlaceholder } from '@/features/coach/components/team-placeholder';

export function CoachTeamRoute() {
  return (
    <PageShell>
      <TeamPlaceholder />
    </PageShell>
  );
}
