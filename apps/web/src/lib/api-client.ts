import type { FieldError } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { env } from '@/config/env';

/**
 * An API failure, carrying the server's `{ error: { code, message, fields? } }`; `fields` lists
 * the refused fields of a 400 (empty otherwise).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The refused fields of an error body, keeping only well-formed entries. */
function fieldsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).path === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}

type TokenProvider = () => Promise<string | null>;
let accessTokenProvider: TokenProvider = async () => null;
type TokenRenewer = (rejectedToken: string) => Promise<string | null>;
let renewAccessToken: TokenRenewer = async () => null;

/** The auth feature registers how to get a fresh access token; requests then carry it. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessTokenProvider = provider;
}

/**
 * The auth feature registers what to do when the server refuses an access token (401): return a
 * renewed token (the request is then sent once more with it) or null (signed out).
 */
export function setAccessTokenRenewer(renewer: TokenRenewer): void {
  renewAccessToken = renewer;
}

/**
 * A valid access token from the registered provider (refreshed first when about to expire), or
 * null when signed out (e.g. to know whether a live-update stream ticket can be asked for).
 */
export function getAccessToken(): Promise<string | null> {
  return accessTokenProvider();
}

/** The absolute address of an API path, e.g. `apiUrl('/events')` → `{API origin}/api/events`. */
export function apiUrl(path: string): string {
  return `${env.apiUrl}/api${path}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Skip the bearer token (sign-in calls). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** Said when a change is attempted without a connection and cannot wait on the device. */
export const OFFLINE_CHANGE_MESSAGE = "You're offline. Check your connection and try again.";

/** The one way the web app talks to the server. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Without a connection a change cannot reach the server: say so at once instead of waiting
  // for the browser to give up. Reads still go out (the service worker may answer them).
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ApiError(0, ERROR_CODES.offline, OFFLINE_CHANGE_MESSAGE);
  }
  const token = options.anonymous ? null : await accessTokenProvider();
  let response = await send(path, method, options, token);
  // The token was refused (expired early, signed out elsewhere): renew it once and send again.
  if (response.status === 401 && token) {
    const renewed = await renewAccessToken(token).catch(() => null);
    if (renewed && renewed !== token) response = await send(path, method, options, renewed);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: unknown };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? ERROR_CODES.httpError,
      data?.error?.message ?? `Request failed (${response.status})`,
      fieldsOf(data?.error?.fields),
    );
  }
  return data as T;
}

async function send(
  path: string,
  method: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`${env.apiUrl}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      ERROR_CODES.networkError,
      'Could not reach the server. Check your connection.',
    );
  }
}
