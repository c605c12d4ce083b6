import { Component, type ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button/button';

function describe(error: unknown): { message: string; details: string } {
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

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; failedAt: string | null };

/**
 * Shows the error screen in place of a screen that failed to render or whose code failed to
 * load; moving to another address tries again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unexpected Application Error!') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <ErrorScreen error={this.state.error} />
    );
  }
}
