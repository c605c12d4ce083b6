import { formatHeight, POSITIONS, type Position } from '@gamespeed/domain';
import type { Profile } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { toast } from '@/components/ui/toast/use-toast';
import { useUpdatePhysicalInfo } from '../api/update-profile';
import { CardHeading, InfoRow, PROFILE_UPDATE_FAILED } from './profile-card';

const positionOptions = POSITIONS.map((p) => ({ value: p, label: p }));

/** Physical Information card: position, height (shown in feet and inches), weight. */
export function PhysicalCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePhysicalInfo();
  const [position, setPosition] = useState<string>('');
  const [height, setHeight] = useState('');
  const [weight, setWeight] = useState('');

  function startEdit() {
    setPosition(profile.position ?? '');
    setHeight(profile.heightInches?.toString() ?? '');
    setWeight(profile.weightLbs?.toString() ?? '');
    setEditing(true);
  }

  const complete = position !== '' && /^\d+$/.test(height) && /^\d+$/.test(weight);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    try {
      await update.mutateAsync({
        position: position as Position,
        heightInches: Number(height),
        weightLbs: Number(weight),
      });
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
          <Select
            label="Position"
            value={position}
            onValueChange={setPosition}
            options={positionOptions}
            placeholder="Select position"
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Height (inches)"
              inputMode="numeric"
              value={height}
              onChange={(e) => setHeight(e.target.value.replace(/\D/g, '').slice(0, 3))}
            />
            <TextField
              label="Weight (lbs)"
              inputMode="numeric"
              value={weight}
              onChange={(e) => setWeight(e.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={!complete || update.isPending}>
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
