import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { unlockSignIn } from '@/features/auth/api/unlock-sign-in';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The link sent to an address locked after too many wrong codes (docs/product/accounts.md,
 * "Wrong codes"): works without signing in or the beta code and says whether sign-in is open
 * again.
 */
export function UnlockSignInRoute() {
  useDocumentTitle('Unlock sign-in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useQuery({
    queryKey: ['auth', 'unlock', token],
    queryFn: () => unlockSignIn(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <PageShell className="gap-5">
      <Card className="flex flex-col gap-3" role="status">
        {result.isSuccess ? (
          <>
            <CardTitle>Sign-in unlocked</CardTitle>
            <p className="text-sm text-zinc-300">
              You can sign in again. Ask for a new code and enter it carefully.
            </p>
          </>
        ) : result.isError || token === '' ? (
          <>
            <CardTitle>This link did not work</CardTitle>
            <p className="text-sm text-zinc-300">
              This unlock link is not valid any more. If sign-in is still locked, ask for a new code
              to get a new link.
            </p>
          </>
        ) : (
          <Spinner label="Unlocking sign-in..." showLabel className="self-center py-4" />
        )}
        <Link to={paths.login.getHref()} className="text-sm font-medium text-accent underline">
          Go to sign-in
        </Link>
      </Card>
    </PageShell>
  );
}
