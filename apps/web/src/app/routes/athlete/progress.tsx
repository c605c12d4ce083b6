import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
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
        <Link
          to={paths.athlete.history.getHref()}
          className="text-sm font-medium text-accent underline underline-offset-4"
        >
          All results
        </Link>
      </div>
      <ProgressOverview />
    </PageShell>
  );
}
