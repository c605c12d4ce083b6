import { PageShell } from '@/components/layout/page-shell';
import { ResultsHistory } from '@/features/athlete/components/results-history';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveResults } from '@/lib/use-live-updates';

export function AthleteHistoryRoute() {
  useDocumentTitle('Results history');
  useLiveResults();
  return (
    <PageShell className="gap-5">
      <h1 className="text-2xl font-bold">Results history</h1>
      <ResultsHistory />
    </PageShell>
  );
}
