import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { EnvCheckList } from '@/features/env-check/components/env-check-list';
import { useDocumentTitle } from '@/lib/use-document-title';

export function EnvCheckRoute() {
  useDocumentTitle('Environment check');
  return (
    <PageShell className="gap-6">
      <h1 className="text-2xl font-bold">Environment Variables Check</h1>
      <EnvCheckList />
      <Link
        to={paths.home.getHref()}
        className="inline-flex items-center gap-2 font-semibold text-accent"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to home
      </Link>
    </PageShell>
  );
}
