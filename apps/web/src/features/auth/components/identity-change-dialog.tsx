import { parseIdentifier } from '@gamespeed/domain';
import { type FormEvent, useState } from 'react';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import {
  useConfirmIdentityChange,
  useStartIdentityChange,
  useVerifyCurrentAddress,
} from '../api/account-codes';
import { messageOf, useCodeConfirmation } from '../hooks/use-code-confirmation';
import { CodeConfirmForm, SendCodeActions } from './code-confirm-form';

/**
 * Changing the sign-in e-mail or phone (docs/product/accounts.md, "Change e-mail or phone"): a
 * code to the CURRENT sign-in address first, then one to the new address confirms the change.
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
  /** Which code is awaited: none yet, the current address's, then the new address's. */
  const [step, setStep] = useState<'address' | 'current' | 'new'>('address');
  const [currentChannel, setCurrentChannel] = useState<'email' | 'phone'>('email');
  const start = useStartIdentityChange();
  const verifyCurrent = useVerifyCurrentAddress();
  const confirm = useConfirmIdentityChange();
  const currentConfirmation = useCodeConfirmation({
    confirm: verifyCurrent,
    failureText: 'Could not check the code. Please try again.',
    onConfirmed: () => setStep('new'),
  });
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
      setStep('address');
      reset();
      currentConfirmation.reset();
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
      const sent = await start.mutateAsync(
        kind === 'email' ? { email: address } : { phone: address },
      );
      setCurrentChannel(sent.channel);
      setStep('current');
    } catch (failure) {
      setError(messageOf(failure, 'Could not send the code. Please try again.'));
    }
  }

  return (
    <TitledDialog
      open={open}
      onClose={() => close(false)}
      title={`Change ${label}`}
      description={`You sign in with your ${label}. To change it, we send a code to the address you sign in with now, then one to the new ${label}.`}
    >
      {step === 'current' ? (
        <CodeConfirmForm
          hint={`To make sure it is you, we sent a 6-digit code to the ${currentChannel === 'email' ? 'email' : 'phone'} you sign in with now.`}
          confirmation={currentConfirmation}
          onCancel={() => close(false)}
          submitLabel="Continue"
          pendingLabel="Checking..."
        />
      ) : step === 'new' ? (
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
