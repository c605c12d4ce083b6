import type { SaveTestResultRequest, TestResult } from '@gamespeed/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useResultWriteRefresh } from './use-result-write';

export { saveTestResultRequestSchema } from '@gamespeed/domain/contracts';

/** Add Test Result (docs/product/screens.md, docs/product/api.md): one result of the signed-in athlete. */
export const saveTestResult = (input: SaveTestResultRequest) =>
  apiRequest<TestResult>('/results', { body: input });

/** Best values, progress and history change with every result. */
export const useSaveTestResult = () =>
  useMutation({ mutationFn: saveTestResult, ...useResultWriteRefresh() });
