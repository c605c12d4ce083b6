import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useLiveTeamResults } from '@/features/athlete/hooks/use-live-results';
import { TeamAthleteAnalysis } from '@/features/teams/components/team-athlete-analysis';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CoachTeamAthleteRoute() {
  useLiveTeamResults();
  useDocumentTitle('Athlete analysis');
  const { teamId = '', athleteId = '' } = useParams();
  return (
    <PageShell>
      <TeamAthleteAnalysis teamId={teamId} athleteId={athleteId} />
    </PageShell>
  );
}
