import type {
  AdminPrescriptionListResponse,
  LinkPrescriptionVideoRequest,
} from '@gamespeed/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfter } from '@/lib/refresh-after';
import { VIDEO_LIBRARY_QUERY_ROOT } from '@/lib/video-library';

/** Every Weight Room and Field Work item of the prescriptions with the video it opens. */
export const getAdminPrescriptions = () =>
  apiRequest<AdminPrescriptionListResponse>('/admin/prescriptions');

export const adminPrescriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [VIDEO_LIBRARY_QUERY_ROOT, 'prescriptions'],
    queryFn: getAdminPrescriptions,
  });

export const useAdminPrescriptions = () => useQuery(adminPrescriptionsQueryOptions());

/** Links a video to a prescription item, or unlinks it (`videoId` null); safe to send twice. */
export const linkPrescriptionVideo = ({
  prescriptionId,
  videoId,
}: LinkPrescriptionVideoRequest & { prescriptionId: string }) =>
  apiRequest<AdminPrescriptionListResponse>(
    `/admin/prescriptions/${encodeURIComponent(prescriptionId)}/video`,
    { method: 'PUT', body: { videoId } },
  );

export const useLinkPrescriptionVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPrescriptionVideo,
    onSuccess: (data) => {
      queryClient.setQueryData(adminPrescriptionsQueryOptions().queryKey, data);
      return refreshAfter(queryClient, 'videoLibraryChanged');
    },
  });
};
