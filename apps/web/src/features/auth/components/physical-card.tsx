import { formatHeight } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import {
  PhysicalInfoFields,
  physicalDraftFrom,
  usePhysicalInfoForm,
} from '@/components/forms/physical-info-fields';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { toast } from '@/components/ui/toast/use-toast';
import { useUpdatePhysicalInfo } from '../api/update-profile';
import { CardHeading, InfoRow, PROFILE_UPDATE_FAILED } from './profile-card';

/**
 * Physical Information card: position, height (shown and entered in feet and inches), weight.
 * What the shared rules refuse is shown at the field before anything is sent; a refusal by the
 * server is shown there too, under the failure toast.
 */
export function PhysicalCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePhysicalInfo();
  const form = usePhysicalInfoForm(() => physicalDraftFrom(profile));

  function startEdit() {
    form.reset(physicalDraftFrom(profile));
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const physicalInfo = form.check();
    if (!physicalInfo) return;
    try {
      await update.mutateAsync(physicalInfo);
      setEditing(false);
    } catch (error) {
      console.error('Physical information update failed', error);
      form.showServerError(error);
      toast({ title: PROFILE_UPDATE_FAILED, variant: 'destructive' });
    }
  }

  return (
    <Card>
      <CardHeading title="Physical Information" onEdit={startEdit} editing={editing} />
      {editing ? (
        <form
          onSubmit={onSave}
          className="flex flex-col gap-4 pt-2"
          aria-label="Edit physical information"
        >
          <PhysicalInfoFields {...form.fieldProps} />
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!form.filled || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl>
          <InfoRow label="Position" value={profile.position ?? 'Not set'} />
          <InfoRow
            label="Height"
            value={profile.heightInches ? formatHeight(profile.heightInches) : 'Not set'}
          />
          <InfoRow
            label="Weight"
            value={profile.weightLbs ? `${profile.weightLbs} lbs` : 'Not set'}
          />
        </dl>
      )}
    </Card>
  );
}
