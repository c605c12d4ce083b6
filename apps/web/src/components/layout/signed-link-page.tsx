import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageShell } from './page-shell';

interface Outcome {
  title: string;
  text: string;
}

/** What the page asks before it uses the link, and the button that says yes. */
interface Question extends Outcome {
  action: string;
}

/**
 * The page a signed link from an e-mail or SMS opens (unsubscribe, unlock, undo): works without
 * signing in or the beta code, uses the link's `token` once, and says plainly whether it worked.
 * With `ask`, opening the link changes nothing: the page asks first and uses the token only when
 * the person taps the button — mail scanners open (and some run) the links in a message.
 */
export function SignedLinkPage({
  documentTitle,
  queryKey,
  use,
  working,
  done,
  failed,
  next,
  ask,
}: {
  documentTitle: string;
  queryKey: readonly unknown[];
  /** Sends the link's token to the server. */
  use: (token: string) => Promise<unknown>;
  /** The spinner's words while the server answers. */
  working: string;
  done: Outcome;
  /** Why the link did not work, under the title saying so. */
  failed: string;
  next: { to: string; label: string };
  ask?: Question;
}) {
  useDocumentTitle(documentTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmed, setConfirmed] = useState(ask === undefined);
  const result = useQuery({
    queryKey: [...queryKey, token],
    queryFn: () => use(token),
    enabled: token !== '' && confirmed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outcome = result.isSuccess
    ? done
    : result.isError || token === ''
      ? { title: 'This link did not work', text: failed }
      : null;
  return (
    <PageShell className="gap-5">
      <Card className="flex flex-col gap-3" role="status">
        {outcome ? (
          <>
            <CardTitle>{outcome.title}</CardTitle>
            <p className="text-sm text-zinc-300">{outcome.text}</p>
          </>
        ) : ask && !confirmed ? (
          <>
            <CardTitle>{ask.title}</CardTitle>
            <p className="text-sm text-zinc-300">{ask.text}</p>
            <Button onClick={() => setConfirmed(true)}>{ask.action}</Button>
          </>
        ) : (
          <Spinner label={working} showLabel className="self-center py-4" />
        )}
        <Link to={next.to} className="text-sm font-medium text-accent underline">
          {next.label}
        </Link>
      </Card>
    </PageShell>
  );
}
