import { INVALID_UNDO_LINK_MESSAGE } from '@gamespeed/domain/contracts';
import { SignedLinkPage } from '@/components/layout/signed-link-page';
import { paths } from '@/config/paths';
import { undoIdentityChange } from '@/features/auth/api/account-codes';

/**
 * The link sent to the old address after the sign-in e-mail or phone was changed
 * (docs/product/accounts.md, "Change e-mail or phone"): asks, then undoes the change, every device
 * signed out.
 */
export function UndoIdentityChangeRoute() {
  return (
    <SignedLinkPage
      documentTitle="Undo change"
      queryKey={['account', 'undo-change']}
      use={undoIdentityChange}
      ask={{
        title: 'Undo the change of your sign-in address?',
        text: 'Your account signs in with your old address again, and every device is signed out.',
        action: 'Undo Change',
      }}
      working="Undoing the change..."
      done={{
        title: 'Change undone',
        text: 'You sign in with your old address again, and every device was signed out. Sign in to check your account.',
      }}
      failed={INVALID_UNDO_LINK_MESSAGE}
      next={{ to: paths.login.getHref(), label: 'Go to sign-in' }}
    />
  );
}
