import { ApiError } from './api-client';

/**
 * The one test of "the server could not be reached": the device is offline (the API client
 * refuses a change at once then), the request failed on the network, or anything that is not
 * the server's answer. A write that fails this way is kept on the device and sent later; any
 * answer of the server is the server's decision.
 */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0;
