import type { SaveTestResultRequest, TestResult } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { QueuedForm } from '@/lib/send-or-queue';
import { RESULT_WRITE, useResultWriteRefresh } from './use-result-write';

export { saveTestResultRequestSchema } from '@gamespeed/domain/contracts';

/** Add Test Result (docs/product/screens.md, docs/product/api.md): one result of the signed-in athlete. */
export const saveTestResult = (input: SaveTestResultRequest) =>
  apiRequest<TestResult>('/results', { body: input });

/**
 * The same save as a write of the device's queue: its id is the result's `clientId`, so a
 * repeat is the same result; the history lists it by its test while it waits.
 */
export const saveTestResultForm = (
  input: SaveTestResultRequest & { clientId: string },
  label: string,
): QueuedForm => ({
  kind: RESULT_WRITE,
  id: input.clientId,
  method: 'POST',
  path: '/results',
  body: input,
  label,
  details: { movement: input.movement },
});

/** Best values, progress and history change with every result. */
export const useSaveTestResult = () =>
  useMutation({
    mutationFn: saveTestResult,
    ...useResultWriteRefresh((input: SaveTestResultRequest) => input.clientId),
  });
