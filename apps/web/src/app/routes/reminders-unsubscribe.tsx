import { SignedLinkPage } from '@/components/layout/signed-link-page';
import { paths } from '@/config/paths';
import { unsubscribeFromReminders } from '@/features/auth/api/update-profile';

/** The retest reminder's unsubscribe link: asks, then turns reminders off (docs/product/reminders.md). */
export function RemindersUnsubscribeRoute() {
  return (
    <SignedLinkPage
      documentTitle="Reminders"
      queryKey={['reminders', 'unsubscribe']}
      use={unsubscribeFromReminders}
      ask={{
        title: 'Turn off retest reminders?',
        text: 'You will get no more retest reminders. You can turn them on again in your settings.',
        action: 'Turn Reminders Off',
      }}
      working="Turning reminders off..."
      done={{
        title: 'Reminders turned off',
        text: 'You will get no more retest reminders. You can turn them on again in your settings.',
      }}
      failed="This unsubscribe link is not valid. Turn reminders off in your settings instead."
      next={{ to: paths.home.getHref(), label: 'Go to GameSpeed' }}
    />
  );
}
