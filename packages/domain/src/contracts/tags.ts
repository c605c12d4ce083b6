import { z } from 'zod';

/** Video tags (admin). */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const TAG_NAME_REQUIRED_MESSAGE = 'Please enter a tag name';

export const tagSchema = z.object({ id: z.uuid(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Ordered by name. */
export const tagListResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

/** Blank after trimming → 400 {@link TAG_NAME_REQUIRED_MESSAGE}. */
export const createTagRequestSchema = z.object({ name: z.string().trim().max(100) });
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;
