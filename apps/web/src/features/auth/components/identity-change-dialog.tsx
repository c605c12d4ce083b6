import { parseIdentifier } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import { useConfirmIdentityChange, useStartIdentityChange } from '../api/account-codes';
import { messageOf, useCodeConfirmation } from '../hooks/use-code-confirmation';
import { CodeConfirmForm, SendCodeActions } from './code-confirm-form';

/**
 * Changing the sign-in e-mail or phone (docs/product/accounts.md): the new address gets a code,
 * the code confirms the change.
 */
export function IdentityChangeDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: 'email' | 'phone';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const label = kind === 'email' ? 'email' : 'phone number';
  const [address, setAddress] = useState('');
  const [sent, setSent] = useState(false);
  const start = useStartIdentityChange();
  const confirm = useConfirmIdentityChange();
  const confirmation = useCodeConfirmation({
    confirm,
    failureText: 'Could not change it. Please try again.',
    onConfirmed: () => {
      toast({ title: kind === 'email' ? 'Email changed' : 'Phone number changed' });
      close(false);
    },
  });

  const { error, setError, reset } = confirmation;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setAddress('');
      setSent(false);
      reset();
    }
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const parsed = parseIdentifier(address);
    if (parsed.kind !== kind) {
      setError(parsed.kind === 'invalid' ? parsed.message : `Please enter a valid ${label}`);
      return;
    }
    setError(null);
    try {
      await start.mutateAsync(kind === 'email' ? { email: address } : { phone: address });
      setSent(true);
    } catch (failure) {
      setError(messageOf(failure, 'Could not send the code. Please try again.'));
    }
  }

  return (
    <TitledDialog
      open={open}
      onClose={() => close(false)}
      title={`Change ${label}`}
      description={`You sign in with your ${label}. We send a code to the new one to make sure it is yours.`}
    >
      {sent ? (
        <CodeConfirmForm
          hint={`We sent a 6-digit code to ${address}.`}
          confirmation={confirmation}
          onCancel={() => close(false)}
          submitLabel="Confirm"
          pendingLabel="Saving..."
        />
      ) : (
        <form onSubmit={sendCode} className="flex flex-col gap-4" noValidate>
          <TextField
            label={kind === 'email' ? 'New email' : 'New phone number'}
            type={kind === 'email' ? 'email' : 'tel'}
            inputMode={kind === 'email' ? 'email' : 'tel'}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={error ?? undefined}
          />
          <SendCodeActions onCancel={() => close(false)} pending={start.isPending} />
        </form>
      )}
    </TitledDialog>
  );
}
