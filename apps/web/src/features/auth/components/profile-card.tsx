import { formatPhone } from '@gamespeed/domain';
import { type Profile, updateProfileRequestSchema } from '@gamespeed/domain/contracts';
import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import { toast } from '@/components/ui/toast/use-toast';
import {
  checkWithSchema,
  type FieldErrors,
  type FieldMap,
  serverFieldErrors,
} from '@/lib/field-errors';
import { useUpdateProfile } from '../api/update-profile';
import { IdentityChangeDialog } from './identity-change-dialog';

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

type ProfileField = 'firstName' | 'lastName';

const PROFILE_FIELD_MAP: FieldMap<ProfileField> = {
  firstName: { field: 'firstName', label: 'First name' },
  lastName: { field: 'lastName', label: 'Last name' },
};

/** A sign-in address row with its own Change button (docs/product/accounts.md). */
function IdentityRow({
  kind,
  label,
  value,
}: {
  kind: 'email' | 'phone';
  label: string;
  value: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line py-3 last:border-none">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="font-medium break-all">{value}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Change ${label.toLowerCase()}`}
        >
          Change
        </Button>
      </dd>
      <IdentityChangeDialog kind={kind} open={open} onOpenChange={setOpen} />
    </div>
  );
}

/**
 * Profile card (docs/product/screens.md settings): name, email, phone; view/edit toggle for the
 * names. The edit is checked with the shared contract before it is sent; a refusal shows at its
 * field. The e-mail and phone are sign-in addresses, changed with a code (IdentityRow).
 */
export function ProfileCard({ profile, extraRows }: { profile: Profile; extraRows?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const [form, setFormState] = useState({ firstName: '', lastName: '' });
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
          <FormActions
            onCancel={() => setEditing(false)}
            lockCancel
            label="Save"
            pendingLabel="Saving..."
            pending={update.isPending}
          />
        </form>
      ) : (
        <dl>
          <InfoRow label="Name" value={name} />
          <IdentityRow kind="email" label="Email" value={profile.email || 'Not set'} />
          <IdentityRow kind="phone" label="Phone" value={formatPhone(profile.phone)} />
          {extraRows}
        </dl>
      )}
    </Card>
  );
}
