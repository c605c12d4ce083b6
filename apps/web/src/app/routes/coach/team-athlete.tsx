import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { TeamAthleteAnalysis } from '@/features/teams/components/team-athlete-analysis';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveTeamResults } from '@/lib/use-live-updates';

const SprintProfileSection = lazy(
  () => import('@/features/sprint-profile/components/sprint-profile-section'),
);

export function CoachTeamAthleteRoute() {
  useLiveTeamResults();
  useDocumentTitle('Athlete analysis');
  const { teamId = '', athleteId = '' } = useParams();
  return (
    <PageShell>
      <TeamAthleteAnalysis teamId={teamId} athleteId={athleteId} />
      <Suspense fallback={null}>
        <SprintProfileSection source={{ kind: 'team', teamId, athleteId }} />
      </Suspense>
    </PageShell>
  );
}
