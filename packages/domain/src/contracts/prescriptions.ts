import { z } from 'zod';

/** The prescriptions' video links (admin). */

/** A Weight Room or Field Work item and the video it links to. */
export const adminPrescriptionSchema = z.object({
  id: z.uuid(),
  deficiencyType: z.string(),
  gearLevel: z.number().int(),
  category: z.string(),
  exerciseName: z.string(),
  videoId: z.uuid().nullable(),
  videoTitle: z.string().nullable(),
});
export type AdminPrescription = z.infer<typeof adminPrescriptionSchema>;

export const adminPrescriptionListResponseSchema = z.object({
  prescriptions: z.array(adminPrescriptionSchema),
});
export type AdminPrescriptionListResponse = z.infer<typeof adminPrescriptionListResponseSchema>;

/** `PUT /api/admin/prescriptions/:id/video`: link a video (null unlinks). */
export const linkPrescriptionVideoRequestSchema = z.object({ videoId: z.uuid().nullable() });
export type LinkPrescriptionVideoRequest = z.infer<typeof linkPrescriptionVideoRequestSchema>;
