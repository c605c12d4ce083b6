import { type AdminCategory, createCategoryRequestSchema } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '../api/categories';
import { IconButton } from './icon-button';

type Audience = AdminCategory['forRole'];

const CATEGORY_AUDIENCES = [
  { value: 'both', label: 'Coaches and athletes' },
  { value: 'coach', label: 'Coaches' },
  { value: 'athlete', label: 'Athletes' },
];

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.message : undefined,
    variant: 'destructive',
  });

/** A taken name (any case) belongs at the name field; other failures go to a toast. */
const nameTakenOr = (showAtField: (message: string) => void, title: string) => (error: unknown) => {
  if (error instanceof ApiError && error.code === ERROR_CODES.categoryExists)
    showAtField(error.message);
  else failed(title)(error);
};

/**
 * Categories (docs/product/content.md): create, rename, set who sees it, move up or down, and
 * delete — refused with the server's message while videos still use it.
 */
export function CategoriesManager() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const reorder = useReorderCategories();
  const [name, setName] = useState('');
  const [audience, setAudience] = useState<Audience>('both');
  const [nameError, setNameError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCategoryRequestSchema.safeParse({ name, forRole: audience });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(
      { name, forRole: audience },
      {
        onSuccess: () => {
          toast({ title: 'Category created', variant: 'success' });
          setName('');
        },
        onError: nameTakenOr(setNameError, 'Could not create the category'),
      },
    );
  }

  const list = categories.data?.categories ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((c) => c.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: failed('Could not reorder the categories') });
  };

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Categories</CardTitle>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label="New category name"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(undefined);
          }}
          error={nameError}
          maxLength={100}
          autoComplete="off"
        />
        <Select
          label="Shown to"
          value={audience}
          onValueChange={(value) => setAudience(value as Audience)}
          options={CATEGORY_AUDIENCES}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Category'}
        </Button>
      </form>
      {categories.isPending ? (
        <Spinner label="Loading categories..." />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No categories yet.</p>
      ) : (
        <ul aria-label="Categories" className="flex flex-col gap-2">
          {list.map((category, index) => (
            <CategoryRow
              key={`${category.id}:${category.name}:${category.forRole}`}
              category={category}
              first={index === 0}
              last={index === list.length - 1}
              busy={reorder.isPending}
              onMove={(by) => move(index, by)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CategoryRow({
  category,
  first,
  last,
  busy,
  onMove,
}: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState(category.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const changed = name.trim() !== category.name;

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={`Name of ${category.name}`}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            error={nameError}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <Button
          size="sm"
          className="h-11"
          variant="secondary"
          disabled={!changed || update.isPending}
          onClick={() =>
            update.mutate(
              { id: category.id, name },
              {
                onSuccess: () => toast({ title: 'Category renamed', variant: 'success' }),
                onError: nameTakenOr(setNameError, 'Could not rename the category'),
              },
            )
          }
        >
          Rename
        </Button>
      </div>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Select
            label={`${category.name} is shown to`}
            value={category.forRole}
            onValueChange={(value) =>
              update.mutate(
                { id: category.id, forRole: value as Audience },
                { onError: failed('Could not change who sees the category') },
              )
            }
            options={CATEGORY_AUDIENCES}
          />
        </div>
        <IconButton
          icon={ArrowUp}
          label={`Move ${category.name} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        />
        <IconButton
          icon={ArrowDown}
          label={`Move ${category.name} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        />
        <IconButton
          icon={Trash2}
          label={`Delete ${category.name}`}
          danger
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(category.id, {
              onSuccess: () => toast({ title: 'Category deleted', variant: 'success' }),
              onError: failed('Could not delete the category'),
            })
          }
        />
      </div>
      <p className="text-xs text-muted">
        {category.videoCount} {category.videoCount === 1 ? 'video' : 'videos'}
      </p>
    </li>
  );
}
