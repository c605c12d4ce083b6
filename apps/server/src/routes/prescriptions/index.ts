import {
  adminPrescriptionListResponseSchema,
  linkPrescriptionVideoRequestSchema,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponses, signedInRoutes, uuidParam } from '../../lib/schemas';
import { requireAdmin } from '../../plugins/auth';
import { linkPrescriptionVideo, listAdminPrescriptions } from '../../repositories/content';

/** Admins link Weight Room and Field Work items to videos (docs/product/content.md). */
export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const videoRoute = signedInRoutes('videos');

  app.get(
    '/admin/prescriptions',
    videoRoute(requireAdmin, {
      summary: 'Admin: every prescription item with its linked video',
      response: { 200: adminPrescriptionListResponseSchema, ...errorResponses },
    }),
    async () => ({ prescriptions: await listAdminPrescriptions(app.db) }),
  );

  app.put(
    '/admin/prescriptions/:id/video',
    videoRoute(requireAdmin, {
      summary: 'Admin: links a video to a prescription item (videoId null unlinks)',
      params: z.object({ id: uuidParam }),
      body: linkPrescriptionVideoRequestSchema,
      response: { 200: adminPrescriptionListResponseSchema, ...errorResponses },
    }),
    async (request) => {
      const result = await linkPrescriptionVideo(app.db, request.params.id, request.body.videoId);
      if (result === 'no-prescription') throw notFound('Prescription not found.');
      if (result === 'no-video')
        throw badRequest(ERROR_CODES.unknownVideo, 'There is no video with this ID.');
      return { prescriptions: await listAdminPrescriptions(app.db) };
    },
  );
};
