import { PageShell } from '@/components/layout/page-shell';

/** A route whose screen belongs to a later issue: its heading only (issue #2 allows this). */
export function HeadingOnlyPage({ title }: { title: string }) {
  return (
    <PageShell>
      <h1 className="text-2xl font-bold">{title}</h1>
    </PageShell>
  );
}
