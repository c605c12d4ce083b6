import { z } from 'zod';
import { VIDEO_ROLES } from '../constants';
import { optionalText } from './text';
import { videoSchema } from './videos';

/** Video categories: the public list, the coach education page, and their admin (docs/product/content.md). */

// Texts of docs/product/validation.md, docs/product/messages.md that the server returns verbatim and the web app shows.
export const CATEGORY_NAME_REQUIRED_MESSAGE = 'Please enter a category name';
export const CATEGORY_EXISTS_MESSAGE = 'A category with this name already exists.';
export const categoryInUseMessage = (videos: number) =>
  `This category still holds ${videos} ${videos === 1 ? 'video' : 'videos'}. Move ${videos === 1 ? 'it' : 'them'} to another category first.`;

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  forRole: z.enum(VIDEO_ROLES),
  orderIndex: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Ordered by order_index. */
export const categoryListResponseSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/**
 * `GET /api/education`: the coach videos grouped by category (categories in order_index order,
 * only those holding videos; videos newest first), and coach videos in no coach category.
 */
export const educationResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string().nullable(),
      videos: z.array(videoSchema),
    }),
  ),
  uncategorized: z.array(videoSchema),
});
export type EducationResponse = z.infer<typeof educationResponseSchema>;

const categoryNameSchema = z
  .string({ error: CATEGORY_NAME_REQUIRED_MESSAGE })
  .trim()
  .min(1, CATEGORY_NAME_REQUIRED_MESSAGE)
  .max(100);

/** `POST /api/admin/categories`: a new category goes last. */
export const createCategoryRequestSchema = z.object({
  name: categoryNameSchema,
  description: optionalText(1000),
  forRole: z.enum(VIDEO_ROLES).default('both'),
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

/** `PATCH /api/admin/categories/:id`: rename, describe, set the audience. */
export const updateCategoryRequestSchema = z
  .object({
    name: categoryNameSchema,
    description: optionalText(1000),
    forRole: z.enum(VIDEO_ROLES),
  })
  .partial()
  .strict();
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/** `PUT /api/admin/categories/order`: every category id, in the new order. */
export const reorderCategoriesRequestSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
});
export type ReorderCategoriesRequest = z.infer<typeof reorderCategoriesRequestSchema>;

export const adminCategorySchema = categorySchema.extend({ videoCount: z.number().int() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Every category by order_index, with how many videos use each. */
export const adminCategoryListResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
});
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;
