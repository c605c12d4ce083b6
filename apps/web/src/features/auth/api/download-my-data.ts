import type { AccountExportFormat } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, getAccessToken } from '@/lib/api-client';

/**
 * Downloads everything the account holds (docs/product/accounts.md) and hands it to the browser
 * as a file, named as the server names it.
 */
export async function downloadMyData(format: AccountExportFormat): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(apiUrl(`/account/export?format=${format}`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, ERROR_CODES.networkError, 'Could not reach the server.');
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      data?.error?.code ?? ERROR_CODES.httpError,
      data?.error?.message ?? `Request failed (${response.status})`,
    );
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `gamespeed-data.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
