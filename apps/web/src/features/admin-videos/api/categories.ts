import type {
  AdminCategoryListResponse,
  Category,
  CreateCategoryRequest,
  UpdateCategoryRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Every category by order, with how many videos use each (docs/product/content.md). */
export const getAdminCategories = () => apiRequest<AdminCategoryListResponse>('/admin/categories');

export const getAdminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'admin-categories'],
    queryFn: getAdminCategories,
  });

export const useAdminCategories = () => useQuery(getAdminCategoriesQueryOptions());

export const createCategory = (input: CreateCategoryRequest) =>
  apiRequest<Category>('/admin/categories', { method: 'POST', body: input });

export const updateCategory = ({ id, ...input }: UpdateCategoryRequest & { id: string }) =>
  apiRequest<Category>(`/admin/categories/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });

/** 409 category_in_use while videos use it. */
export const deleteCategory = (id: string) =>
  apiRequest<void>(`/admin/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reorderCategories = (ids: string[]) =>
  apiRequest<AdminCategoryListResponse>('/admin/categories/order', {
    method: 'PUT',
    body: { ids },
  });

/** A category change touches every list (education groups, pickers). */
function useLibraryMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => refreshAfter(queryClient, 'videoLibraryChanged'),
  });
}

export const useCreateCategory = () => useLibraryMutation(createCategory);
export const useUpdateCategory = () => useLibraryMutation(updateCategory);
export const useDeleteCategory = () => useLibraryMutation(deleteCategory);
export const useReorderCategories = () => useLibraryMutation(reorderCategories);
