import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { unsubscribeFromReminders } from '@/features/auth/api/update-profile';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The retest reminder's unsubscribe link (docs/product/reminders.md): works without signing in
 * or the beta code, and says plainly whether reminders are now off.
 */
export function RemindersUnsubscribeRoute() {
  useDocumentTitle('Reminders');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['reminders', 'unsubscribe', token],
    queryFn: () => unsubscribeFromReminders(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <PageShell className="gap-5">
      <Card className="flex flex-col gap-3" role="status">
        {result.isSuccess ? (
          <>
            <CardTitle>Reminders turned off</CardTitle>
            <p className="text-sm text-zinc-300">
              You will get no more retest reminders. You can turn them on again in your settings.
            </p>
          </>
        ) : result.isError || token === '' ? (
          <>
            <CardTitle>This link did not work</CardTitle>
            <p className="text-sm text-zinc-300">
              This unsubscribe link is not valid. Turn reminders off in your settings instead.
            </p>
          </>
        ) : (
          <Spinner label="Turning reminders off..." showLabel className="self-center py-4" />
        )}
        <Link to={paths.home.getHref()} className="text-sm font-medium text-accent underline">
          Go to GameSpeed
        </Link>
      </Card>
    </PageShell>
  );
}
