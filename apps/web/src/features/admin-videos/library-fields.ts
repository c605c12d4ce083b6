import type { DrillType } from '@gamespeed/domain';
import type { AdminVideo } from '@gamespeed/domain/contracts';

export type Audience = AdminVideo['forRole'];
/** The drill type as the select holds it: 'none' for a video that is no drill. */
export type DrillChoice = DrillType | 'none';

/**
 * The library fields of a video, as Add New Video and Edit Video hold them (docs/product/content.md):
 * category, audience, drill type, tags (comma-separated text), free preview and featured.
 */
export interface LibraryFields {
  categoryId: string | null;
  forRole: Audience;
  drillType: DrillChoice;
  tags: string;
  isPreview: boolean;
  isFeatured: boolean;
}

/** A new video's fields: a coach video, no drill, no tags, neither preview nor featured. */
export const NEW_VIDEO_FIELDS: LibraryFields = {
  categoryId: null,
  forRole: 'coach',
  drillType: 'none',
  tags: '',
  isPreview: false,
  isFeatured: false,
};

export const libraryFieldsOf = (video: AdminVideo): LibraryFields => ({
  categoryId: video.categoryId,
  forRole: video.forRole,
  drillType: video.drillType ?? 'none',
  tags: video.tags.join(', '),
  isPreview: video.isPreview,
  isFeatured: video.isFeatured,
});

/** 'speed, hips,, ' → ['speed', 'hips']. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** What the server's create and edit requests take. */
export const libraryFieldsRequest = (fields: LibraryFields) => ({
  categoryId: fields.categoryId,
  forRole: fields.forRole,
  drillType: fields.drillType === 'none' ? null : fields.drillType,
  tags: parseTags(fields.tags),
  isPreview: fields.isPreview,
  isFeatured: fields.isFeatured,
});
