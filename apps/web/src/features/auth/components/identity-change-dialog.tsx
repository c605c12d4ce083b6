import { parseIdentifier } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import { useConfirmIdentityChange, useStartIdentityChange } from '../api/account-codes';
import { messageOf, useCodeConfirmation } from '../hooks/use-code-confirmation';
import { CodeConfirmForm } from './code-confirm-form';

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
  const { code, setCode, error, setError, onConfirm, reset } = useCodeConfirmation({
    confirm: (typed) => confirm.mutateAsync(typed),
    failureText: 'Could not change it. Please try again.',
    onConfirmed: () => {
      toast({ title: kind === 'email' ? 'Email changed' : 'Phone number changed' });
      close(false);
    },
  });

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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change {label}</DialogTitle>
          <DialogDescription>
            You sign in with your {label}. We send a code to the new one to make sure it is yours.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <CodeConfirmForm
            hint={`We sent a 6-digit code to ${address}.`}
            code={code}
            onCodeChange={setCode}
            error={error}
            onSubmit={onConfirm}
            onCancel={() => close(false)}
            submitLabel="Confirm"
            pendingLabel="Saving..."
            pending={confirm.isPending}
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
            <DialogFooter>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={start.isPending}>
                {start.isPending ? 'Sending...' : 'Send code'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
