import { errorResponseSchema } from '@gamespeed/domain/contracts';
import { z } from 'zod';

/** The error body every failing route returns, shared with the web app. */
export { errorResponseSchema };

/** Standard error responses to spread into a route's `response` schema. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
} as const;

export const uuidParam = z.uuid({ message: 'must be a UUID' });
