import { formatPhone } from '@gamespeed/domain';
import { type Profile, updateProfileRequestSchema } from '@gamespeed/domain/contracts';
import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import {
  checkWithSchema,
  type FieldErrors,
  type FieldMap,
  serverFieldErrors,
} from '@/lib/field-errors';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';

export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line py-3 last:border-none">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right font-medium break-all">{value}</dd>
    </div>
  );
}

export function CardHeading({
  title,
  onEdit,
  editing,
}: {
  title: string;
  onEdit: () => void;
  editing: boolean;
}) {
  return (
    <div className="mb-2 flex items-center justify-between">
      <CardTitle>{title}</CardTitle>
      {editing ? null : (
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden className="h-4 w-4" /> Edit
        </Button>
      )}
    </div>
  );
}

type ProfileField = 'firstName' | 'lastName' | 'email' | 'phone';

const PROFILE_FIELD_MAP: FieldMap<ProfileField> = {
  firstName: { field: 'firstName', label: 'First name' },
  lastName: { field: 'lastName', label: 'Last name' },
  email: { field: 'email', label: 'Email' },
  phone: { field: 'phone', label: 'Phone' },
};

/**
 * Profile card (docs/product/screens.md settings): name, email, phone; view/edit toggle. The edit is checked
 * with the shared contract before it is sent; a refusal shows at its field.
 */
export function ProfileCard({ profile, extraRows }: { profile: Profile; extraRows?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const [form, setFormState] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const setForm = (next: typeof form) => {
    const changed = (Object.keys(next) as ProfileField[]).filter((k) => next[k] !== form[k]);
    setErrors((current) => {
      const kept = { ...current };
      for (const key of changed) delete kept[key];
      return kept;
    });
    setFormState(next);
  };

  function startEdit() {
    setErrors({});
    setFormState({
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      email: profile.email ?? '',
      phone: profile.phone ?? '',
    });
    setEditing(true);
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const checked = checkWithSchema(updateProfileRequestSchema, form, PROFILE_FIELD_MAP);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await update.mutateAsync(form);
      setEditing(false);
    } catch (error) {
      console.error('Profile update failed', error);
      setErrors(serverFieldErrors(error, PROFILE_FIELD_MAP).fields);
      toast({ title: PROFILE_UPDATE_FAILED, variant: 'destructive' });
    }
  }

  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || 'Not set';
  return (
    <Card>
      <CardHeading title="Profile" onEdit={startEdit} editing={editing} />
      {editing ? (
        <form onSubmit={onSave} className="flex flex-col gap-4 pt-2" aria-label="Edit profile">
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="First Name"
              value={form.firstName}
              onChange={(e) => setForm({ ...form, firstName: e.target.value })}
              error={errors.firstName}
            />
            <TextField
              label="Last Name"
              value={form.lastName}
              onChange={(e) => setForm({ ...form, lastName: e.target.value })}
              error={errors.lastName}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={errors.email}
          />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.target.value })}
            error={errors.phone}
          />
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="secondary"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl>
          <InfoRow label="Name" value={name} />
          <InfoRow label="Email" value={profile.email || 'Not set'} />
          <InfoRow label="Phone" value={formatPhone(profile.phone)} />
          {extraRows}
        </dl>
      )}
    </Card>
  );
}
