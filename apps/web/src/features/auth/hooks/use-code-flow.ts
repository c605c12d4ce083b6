import {
  type Session,
  VERIFICATION_FAILED_MESSAGE,
  type VerifyCodeRequest,
} from '@gamespeed/domain/contracts';
import { useState } from 'react';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { sendCodeErrorMessage, verifyErrorMessage } from '../error-messages';

/**
 * The two steps shared by login and signup (docs/product/states.md): send a code to an identifier, then verify
 * it. Holds the channel the code went to (null = step 1) and the error to show.
 */
export function useCodeFlow(purpose: 'login' | 'signup') {
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const [channel, setChannel] = useState<'email' | 'phone' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(identifier: string): Promise<void> {
    setError(null);
    try {
      const result = await sendCode.mutateAsync({ identifier, purpose });
      setChannel(result.channel);
    } catch (failure) {
      setError(sendCodeErrorMessage(failure));
    }
  }

  async function verify(request: VerifyCodeRequest): Promise<Session | null> {
    setError(null);
    try {
      const session = await verifyCode.mutateAsync(request);
      if (!session.user) {
        setError(VERIFICATION_FAILED_MESSAGE);
        return null;
      }
      return session;
    } catch (failure) {
      setError(verifyErrorMessage(failure));
      return null;
    }
  }

  function back(): void {
    setChannel(null);
    setError(null);
  }

  return {
    channel,
    error,
    setError,
    send,
    verify,
    back,
    sending: sendCode.isPending,
    verifying: verifyCode.isPending,
  };
}
