import { Select } from '@/components/ui/select/select';
import { useAdminCategories } from '../api/categories';

const NONE = 'none';

/** Picks a category from the list (or none) instead of typing its id (docs/product/content.md). */
export function CategorySelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (categoryId: string | null) => void;
}) {
  const categories = useAdminCategories();
  const options = [
    { value: NONE, label: 'No category' },
    ...(categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Select
      label="Category"
      value={value ?? NONE}
      onValueChange={(next) => onChange(next === NONE ? null : next)}
      options={options}
      disabled={categories.isPending}
    />
  );
}
