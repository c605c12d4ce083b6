import { PageShell } from '@/components/layout/page-shell';
import { TextLink } from '@/components/ui/text-link/text-link';
import { paths } from '@/config/paths';
import { ProgressOverview } from '@/features/athlete/components/progress-overview';
import { useLiveResults } from '@/features/athlete/hooks/use-live-results';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AthleteProgressRoute() {
  useDocumentTitle('Progress');
  useLiveResults();
  return (
    <PageShell className="gap-5">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Progress</h1>
        <TextLink to={paths.athlete.history.getHref()}>All results</TextLink>
      </div>
      <ProgressOverview />
    </PageShell>
  );
}
