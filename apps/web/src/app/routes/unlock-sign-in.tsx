import { SignedLinkPage } from '@/components/layout/signed-link-page';
import { paths } from '@/config/paths';
import { unlockSignIn } from '@/features/auth/api/unlock-sign-in';

/**
 * The link sent to an address locked after too many wrong codes (docs/product/accounts.md,
 * "Wrong codes").
 */
export function UnlockSignInRoute() {
  return (
    <SignedLinkPage
      documentTitle="Unlock sign-in"
      queryKey={['auth', 'unlock']}
      use={unlockSignIn}
      working="Unlocking sign-in..."
      done={{
        title: 'Sign-in unlocked',
        text: 'You can sign in again. Ask for a new code and enter it carefully.',
      }}
      failed="This unlock link is not valid any more. If sign-in is still locked, ask for a new code to get a new link."
      next={{ to: paths.login.getHref(), label: 'Go to sign-in' }}
    />
  );
}
