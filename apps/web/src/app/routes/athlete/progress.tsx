import { PageShell } from '@/components/layout/page-shell';
import { ProgressOverview } from '@/features/athlete/components/progress-overview';
import { useLiveResults } from '@/features/athlete/hooks/use-live-results';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteProgressRoute() {
  useDocumentTitle('Progress');
  useLiveResults();
  return (
    <PageShell className="gap-5">
      <h1 className="text-2xl font-bold">Progress</h1>
      <ProgressOverview />
    </PageShell>
  );
}
