import { formatInviteCode, formatPhone, parseIdentifier } from '@gamespeed/domain';
import { type Team, teamInviteRequestSchema } from '@gamespeed/domain/contracts';
import { Copy, RefreshCw, Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import { useRegenerateInvite } from '../api/regenerate-invite';
import { useSendTeamInvite } from '../api/send-invite';
import { useCheckedField } from '../hooks/use-checked-field';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied`, variant: 'success' });
  } catch {
    toast({ title: `Could not copy the ${what.toLowerCase()}`, description: text });
  }
}

/**
 * One e-mail address or US phone number; 'Send' has the server e-mail or text the link and code.
 * A wrong address is said under the field; a refusal from the server too.
 */
export function SendInviteForm({ teamId }: { teamId: string }) {
  const to = useCheckedField('Please enter an email or phone number');
  const send = useSendTeamInvite();

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = to.check(teamInviteRequestSchema, { to: to.value });
    if (!request) return;
    const target = parseIdentifier(to.value);
    const shown =
      target.kind === 'phone'
        ? formatPhone(target.value)
        : target.kind === 'email'
          ? target.value
          : to.value.trim();
    send.mutate(
      { teamId, to: request.to },
      {
        onSuccess: () => {
          to.setValue('');
          toast({ title: `Invite sent to ${shown}`, variant: 'success' });
        },
        onError: (e) => to.setError(e.message),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <TextField
        label="Invite by email or phone"
        {...to.field}
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="athlete@example.com"
      />
      <Button type="submit" variant="secondary" disabled={send.isPending}>
        <Send aria-hidden className="h-4 w-4" /> {send.isPending ? 'Sending...' : 'Send Invite'}
      </Button>
    </form>
  );
}

/** A value to read and copy, named by the words above it. */
function LabelledOutput({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-muted" id={id}>
        {label}
      </span>
      <output aria-labelledby={id} className={className}>
        {children}
      </output>
    </div>
  );
}

const expiryText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The team's invite: the link and the code, each with Copy, sending them to one address, and
 * 'New Code' (the old ones stop working).
 */
export function InviteCard({ team }: { team: Team }) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateInvite();
  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Invite athletes</CardTitle>
        <p className="mt-1 text-sm text-muted">
          Athletes open the link, or enter the code in Settings → Join a Team. Works until{' '}
          {expiryText(team.codeExpiresAt)}.
        </p>
      </div>
      <LabelledOutput
        id="invite-code-label"
        label="Team code"
        className="font-mono text-3xl font-bold tracking-widest text-zinc-50"
      >
        {formatInviteCode(team.inviteCode)}
      </LabelledOutput>
      <LabelledOutput
        id="invite-link-label"
        label="Invite link"
        className="break-all rounded-xl bg-surface-raised px-3 py-2 font-mono text-sm text-zinc-200"
      >
        {team.inviteLink}
      </LabelledOutput>
      <div className="grid grid-cols-2 gap-3">
        {(['Link', 'Code'] as const).map((what) => (
          <Button
            key={what}
            variant="secondary"
            className="px-3 whitespace-nowrap"
            onClick={() => copy(what === 'Link' ? team.inviteLink : team.inviteCode, what)}
          >
            <Copy aria-hidden className="h-4 w-4 shrink-0" /> Copy {what}
          </Button>
        ))}
      </div>
      <SendInviteForm teamId={team.id} />
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <RefreshCw aria-hidden className="h-4 w-4" /> New Code
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new code?"
        description="The current code and link stop working at once. Athletes already on the team stay on it."
        confirmLabel="Make New Code"
        busyLabel="Making..."
        busy={regenerate.isPending}
        onConfirm={() =>
          regenerate.mutate(team.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'New code ready', variant: 'success' });
            },
            onError: (e) => toast({ title: e.message, variant: 'destructive' }),
          })
        }
      />
    </Card>
  );
}
