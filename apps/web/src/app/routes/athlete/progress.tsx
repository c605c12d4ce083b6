import { lazy, Suspense } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { TextLink } from '@/components/ui/text-link/text-link';
import { paths } from '@/config/paths';
import { ProgressOverview } from '@/features/athlete/components/progress-overview';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveResults } from '@/lib/use-live-updates';

const SprintProfileHistory = lazy(
  () => import('@/features/sprint-profile/components/sprint-profile-history'),
);

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
      <Suspense fallback={null}>
        <SprintProfileHistory />
      </Suspense>
    </PageShell>
  );
}
