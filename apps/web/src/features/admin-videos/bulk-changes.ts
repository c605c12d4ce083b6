import type { VideoBulkChanges } from '@gamespeed/domain/contracts';
import { parseTags } from './library-fields';

/** A bulk edit field the admin leaves alone. */
export const KEEP = 'keep';

/** The Bulk Edit dialog's choices: each field is KEEP or the value to set. */
export interface BulkDraft {
  forRole: string;
  /** KEEP, 'none' (no category) or a category id. */
  categoryId: string;
  /** KEEP, 'none' (not a drill) or a drill type. */
  drillType: string;
  /** Empty keeps each video's tags; otherwise comma-separated tags replacing them. */
  tags: string;
  isPreview: string;
  isFeatured: string;
}

export const EMPTY_BULK_DRAFT: BulkDraft = {
  forRole: KEEP,
  categoryId: KEEP,
  drillType: KEEP,
  tags: '',
  isPreview: KEEP,
  isFeatured: KEEP,
};

const yesNo = (choice: string) => (choice === KEEP ? undefined : choice === 'yes');

/**
 * The changes a bulk edit sends, only for the fields not kept (the server validates the values);
 * null when every field is kept.
 */
export function bulkChangesOf(draft: BulkDraft): VideoBulkChanges | null {
  const changes: Record<string, unknown> = {};
  if (draft.forRole !== KEEP) changes.forRole = draft.forRole;
  if (draft.categoryId !== KEEP)
    changes.categoryId = draft.categoryId === 'none' ? null : draft.categoryId;
  if (draft.drillType !== KEEP)
    changes.drillType = draft.drillType === 'none' ? null : draft.drillType;
  const tags = parseTags(draft.tags);
  if (tags.length > 0) changes.tags = tags;
  const isPreview = yesNo(draft.isPreview);
  if (isPreview !== undefined) changes.isPreview = isPreview;
  const isFeatured = yesNo(draft.isFeatured);
  if (isFeatured !== undefined) changes.isFeatured = isFeatured;
  return Object.keys(changes).length === 0 ? null : (changes as VideoBulkChanges);
}
