import { z } from 'zod';

/** The error body every failing route returns (ARCHITECTURE.md, API conventions). */
export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

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
