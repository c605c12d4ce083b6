import { RETEST_REMINDER_WEEKS } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import { Card, CardTitle } from '@/components/ui/card/card';
import { SegmentedToggle } from '@/components/ui/segmented/segmented-toggle';
import { toast } from '@/components/ui/toast/use-toast';
import { useSetRetestReminder } from '../api/update-profile';
import { PROFILE_UPDATE_FAILED } from './profile-card';

type Choice = '4' | '6' | '8' | 'off';

/**
 * Retest reminder (docs/product/reminders.md): every 4, 6 or 8 weeks after the latest test, or
 * off; sent by e-mail or SMS to the sign-in address. Saved as soon as it is chosen.
 */
export function RetestReminderCard({ profile }: { profile: Profile }) {
  const save = useSetRetestReminder();
  const value: Choice =
    profile.retestReminderWeeks === null ? 'off' : (String(profile.retestReminderWeeks) as Choice);
  const address = profile.email ? 'e-mail' : 'text message';

  async function choose(next: Choice) {
    if (next === value || save.isPending) return;
    try {
      await save.mutateAsync({ weeks: next === 'off' ? null : (Number(next) as 4 | 6 | 8) });
      toast({
        title: next === 'off' ? 'Retest reminders off' : `Retest reminder every ${next} weeks`,
        variant: 'success',
      });
    } catch (error) {
      console.error('Retest reminder update failed', error);
      toast({ title: PROFILE_UPDATE_FAILED, variant: 'destructive' });
    }
  }

  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Retest Reminder</CardTitle>
      <p className="text-sm text-muted">
        We remind you by {address} when it is time to test again, counted from your latest test.
      </p>
      <SegmentedToggle<Choice>
        label="Retest reminder"
        // Two by two: four in a row on a phone broke "4 weeks" over two lines and pushed Off out.
        className="flex-wrap [&>button]:basis-[calc(50%-0.25rem)]"
        value={value}
        onValueChange={(next) => void choose(next)}
        options={[
          ...RETEST_REMINDER_WEEKS.map((w) => ({
            value: String(w) as Choice,
            label: `${w} weeks`,
          })),
          { value: 'off' as const, label: 'Off' },
        ]}
      />
    </Card>
  );
}
