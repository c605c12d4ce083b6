import type { CreateTagRequest, Tag } from '@gamespeed/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTagsQueryOptions } from './get-tags';

/** Creates a tag (the server trims the name; an existing name returns that tag). */
export const createTag = (input: CreateTagRequest) =>
  apiRequest<Tag>('/admin/tags', { method: 'POST', body: input });

export const useCreateTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getTagsQueryOptions().queryKey }),
  });
};
