import { formatHeight } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import {
  type PhysicalDraft,
  PhysicalInfoFields,
  physicalDraftFrom,
  physicalInfoFromDraft,
} from '@/components/forms/physical-info-fields';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { toast } from '@/components/ui/toast/use-toast';
import { useUpdatePhysicalInfo } from '../api/update-profile';
import { CardHeading, InfoRow, PROFILE_UPDATE_FAILED } from './profile-card';

/** Physical Information card: position, height (shown in feet and inches), weight. */
export function PhysicalCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePhysicalInfo();
  const [draft, setDraft] = useState<PhysicalDraft>(() => physicalDraftFrom(profile));

  function startEdit() {
    setDraft(physicalDraftFrom(profile));
    setEditing(true);
  }

  const physicalInfo = physicalInfoFromDraft(draft);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!physicalInfo) return;
    try {
      await update.mutateAsync(physicalInfo);
      setEditing(false);
    } catch (error) {
      console.error('Physical information update failed', error);
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
          <PhysicalInfoFields value={draft} onChange={setDraft} />
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!physicalInfo || update.isPending}>
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
