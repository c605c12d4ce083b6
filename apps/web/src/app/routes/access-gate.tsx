import { Lock } from 'lucide-react';
import { PageShell } from '@/components/layout/page-shell';
import { AccessGateForm } from '@/features/access/components/access-gate-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AccessGateRoute() {
  useDocumentTitle('Access code');
  return (
    <PageShell className="justify-center">
      <div className="flex flex-1 flex-col justify-center gap-8">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent/15 text-accent">
            <Lock aria-hidden className="h-7 w-7" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight">GameSpeed</h1>
          <p className="text-muted">Enter your beta access code to continue.</p>
        </div>
        <AccessGateForm />
      </div>
      <footer className="pt-8 text-center text-sm text-muted">
        Access restricted during private beta
      </footer>
    </PageShell>
  );
}
