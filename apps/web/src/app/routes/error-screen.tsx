import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button/button';

function describe(error: unknown): { message: string; details: string } {
  if (isRouteErrorResponse(error)) {
    return {
      message: `${error.status} ${error.statusText}`,
      details: JSON.stringify(error.data, null, 2),
    };
  }
  if (error instanceof Error)
    return { message: error.message, details: error.stack ?? error.message };
  return { message: 'Unexpected Application Error!', details: String(error) };
}

/** The generic error screen (docs/product/screens.md). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { message, details } = describe(error);
  return (
    <PageShell className="justify-center gap-5">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-zinc-300">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload Page</Button>
      <details className="rounded-xl border border-line bg-surface p-4 text-sm">
        <summary className="cursor-pointer font-semibold">Technical Details</summary>
        <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words text-xs text-muted">
          {details}
        </pre>
      </details>
    </PageShell>
  );
}

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
