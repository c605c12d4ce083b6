import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInCodeRoutes } from './codes';
import { sessionRoutes } from './sessions';

/**
 * Signing in and sessions (docs/product/accounts.md). codes.ts sends and verifies the one-time
 * codes and lifts a sign-in lock; sessions.ts refreshes, signs out and reads the signed-in
 * account. Registered in this order, which is the order of the paths in the OpenAPI document.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInCodeRoutes);
  await app.register(sessionRoutes);
};
