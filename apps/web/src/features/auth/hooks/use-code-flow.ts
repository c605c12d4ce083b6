import type { SignInPurpose } from '@gamespeed/domain';
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
export function useCodeFlow(purpose: SignInPurpose) {
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const [channel, setChannel] = useState<'email' | 'phone' | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The last code sent: to whom, by which channel, and when another may be asked for. */
  const [sent, setSent] = useState<{
    identifier: string;
    channel: 'email' | 'phone';
    resendAt: number;
  } | null>(null);

  async function request(identifier: string): Promise<void> {
    const result = await sendCode.mutateAsync({ identifier, purpose });
    setSent({
      identifier: identifier.trim().toLowerCase(),
      channel: result.channel,
      // The server says how long it makes the next code wait (its OTP_MIN_INTERVAL_SECONDS).
      resendAt: Date.now() + result.resendAfterSeconds * 1000,
    });
    setChannel(result.channel);
  }

  async function send(identifier: string): Promise<void> {
    setError(null);
    // Back and on again with the same address: the code already sent is still valid.
    if (sent && sent.identifier === identifier.trim().toLowerCase() && Date.now() < sent.resendAt) {
      setChannel(sent.channel);
      return;
    }
    try {
      await request(identifier);
    } catch (failure) {
      setError(sendCodeErrorMessage(failure));
    }
  }

  /** Sends a new code to the same address (the code step's 'Resend code'). */
  async function resend(identifier: string): Promise<boolean> {
    setError(null);
    try {
      await request(identifier);
      return true;
    } catch (failure) {
      setError(sendCodeErrorMessage(failure));
      return false;
    }
  }

  /**
   * `handled` may take a refusal over (it returns true), as sign-up does with a refused beta
   * grant; otherwise the refusal is shown on the code step.
   */
  async function verify(
    request: VerifyCodeRequest,
    handled?: (failure: unknown) => boolean,
  ): Promise<Session | null> {
    setError(null);
    try {
      const session = await verifyCode.mutateAsync(request);
      if (!session.user) {
        setError(VERIFICATION_FAILED_MESSAGE);
        return null;
      }
      return session;
    } catch (failure) {
      if (!handled?.(failure)) setError(verifyErrorMessage(failure));
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
    resend,
    /** When 'Resend code' becomes available (epoch ms), or null before any code was sent. */
    resendAt: sent?.resendAt ?? null,
    verify,
    back,
    sending: sendCode.isPending,
    verifying: verifyCode.isPending,
  };
}
