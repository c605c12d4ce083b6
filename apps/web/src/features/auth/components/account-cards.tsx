import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import {
  useConfirmDeletion,
  useForgetDeletedAccount,
  useStartDeletion,
} from '../api/account-codes';
import { useDownloadMyData } from '../api/download-my-data';
import { messageOf, useCodeConfirmation } from '../hooks/use-code-confirmation';
import { CodeConfirmForm, SendCodeActions } from './code-confirm-form';

/** Settings: download everything the account holds (docs/product/accounts.md). */
export function DownloadDataCard() {
  const download = useDownloadMyData();
  const run = (format: 'json' | 'csv') =>
    download.mutate(format, {
      onError: (error) =>
        toast({
          title: messageOf(error, 'Could not download your data. Please try again.'),
          variant: 'destructive',
        }),
    });
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Download my data</CardTitle>
      <p className="text-sm text-muted">
        Your profile, every result with its history (deleted ones too) and your assessments.
      </p>
      {/* One under the other on a phone: side by side, each label took two lines. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" disabled={download.isPending} onClick={() => run('json')}>
          <Download aria-hidden className="h-4 w-4" /> Download JSON
        </Button>
        <Button variant="secondary" disabled={download.isPending} onClick={() => run('csv')}>
          <Download aria-hidden className="h-4 w-4" /> Download CSV
        </Button>
      </div>
    </Card>
  );
}

/**
 * Settings: delete the account for good. The dialog sends a code to the sign-in address, asks
 * for it, then the app signs out and shows the start page (docs/product/accounts.md).
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<'email' | 'phone' | null>(null);
  const start = useStartDeletion();
  const confirm = useConfirmDeletion();
  const forget = useForgetDeletedAccount();
  const confirmation = useCodeConfirmation({
    confirm,
    failureText: 'Could not delete your account. Please try again.',
    onConfirmed: async () => {
      // Everything of the account leaves the device, then the app starts afresh on the home
      // page. A full load, not an in-app navigation: the server has already ended every
      // session, and any request still answering 401 on the protected page (a refetch, the
      // live connection) would otherwise send the app to the sign-in page instead.
      await forget();
      window.location.replace(paths.home.getHref());
    },
  });

  const { error, setError, reset } = confirmation;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setChannel(null);
      reset();
    }
  }

  async function sendCode() {
    setError(null);
    try {
      setChannel((await start.mutateAsync()).channel);
    } catch (failure) {
      setError(messageOf(failure, 'Could not send the code. Please try again.'));
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Delete account</CardTitle>
      <p className="text-sm text-muted">
        Deletes your profile, results and history for good and cancels your subscription.
      </p>
      <Button variant="danger" fullWidth onClick={() => onOpenChange(true)}>
        <Trash2 aria-hidden className="h-4 w-4" /> Delete my account
      </Button>
      <TitledDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title="Delete your account?"
        description="Your profile, every result and its history and your assessments are deleted for good. A live subscription is canceled now, without a refund of the current period. Every device is signed out. This cannot be undone."
      >
        {channel === null ? (
          <>
            {error ? (
              <p role="alert" className="text-sm text-red-400">
                {error}
              </p>
            ) : null}
            <SendCodeActions
              onCancel={() => onOpenChange(false)}
              pending={start.isPending}
              danger
              onAction={sendCode}
            />
          </>
        ) : (
          <CodeConfirmForm
            hint={`We sent a 6-digit code to your ${channel === 'email' ? 'email' : 'phone'}.`}
            confirmation={confirmation}
            onCancel={() => onOpenChange(false)}
            submitLabel="Delete my account"
            pendingLabel="Deleting..."
            danger
          />
        )}
      </TitledDialog>
    </Card>
  );
}
