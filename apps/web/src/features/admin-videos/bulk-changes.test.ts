import { describe, expect, it } from 'vitest';
import { bulkChangesOf, EMPTY_BULK_DRAFT } from './bulk-changes';

describe('bulkChangesOf', () => {
  it('is null when every field is kept (blank tags keep the tags)', () => {
    expect(bulkChangesOf(EMPTY_BULK_DRAFT)).toBeNull();
    expect(bulkChangesOf({ ...EMPTY_BULK_DRAFT, tags: ' , ' })).toBeNull();
  });

  it('sends only the fields chosen, with none as null and yes/no as booleans', () => {
    expect(
      bulkChangesOf({
        ...EMPTY_BULK_DRAFT,
        forRole: 'athlete',
        categoryId: 'none',
        drillType: 'none',
        isPreview: 'no',
      }),
    ).toEqual({ forRole: 'athlete', categoryId: null, drillType: null, isPreview: false });
    expect(
      bulkChangesOf({
        ...EMPTY_BULK_DRAFT,
        drillType: 'form',
        tags: 'speed, hips',
        isFeatured: 'yes',
      }),
    ).toEqual({ drillType: 'form', tags: ['speed', 'hips'], isFeatured: true });
  });
});
