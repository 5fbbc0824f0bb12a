import type { z } from 'zod';
import { readLanguage } from '../i18n/languages';
import { endSession } from '../session/end-session';
import { needsRefresh, refreshSession } from '../session/refresh-session';
import { readTokens } from '../session/token-store';
import { i18next } from '../i18n/i18n';
import { ApiError, apiErrorFromResponse, SessionEndedError, statusMessage } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as the body itself, as plain bytes (a spreadsheet to import), instead of JSON. */
  file?: Blob;
  /** Calls made before sign-in (sign-in itself, the code flow) carry no token. */
  auth?: boolean;
  /** The contract's response schema: a response that does not match is an error, not a half-drawn screen. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers an endpoint needs (the refund's OUTLET_ID and Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(
  url: string,
  options: ApiRequestOptions<unknown>,
  accessToken?: string,
): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    'accept-language': readLanguage(),
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file !== undefined) headers['content-type'] = 'application/octet-stream';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', statusMessage(0));
  }
}

async function currentAccessToken(): Promise<string> {
  const tokens = readTokens();
  if (!tokens) {
    await endSession();
    throw new SessionEndedError('Not signed in.');
  }
  // docs/spec-notes.md, decided reading 1: within 5 minutes of expiry, and always once expired, renew before calling.
  return needsRefresh(tokens) ? (await refreshSession()).accessToken : tokens.accessToken;
}

/** The request with its token, renewed and retried once after a 401; a refusal becomes an ApiError. */
async function sendWithSession(path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const url = buildUrl(path, options.query);
  const auth = options.auth ?? true;
  let token = auth ? await currentAccessToken() : undefined;
  let response = await send(url, options, token);

  if (auth && response.status === 401 && token) {
    token = (await refreshSession(token)).accessToken;
    response = await send(url, options, token);
    if (response.status === 401) {
      await endSession();
      throw new SessionEndedError('The server refused the renewed session.');
    }
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/** A file our API answers (an invoice PDF), fetched with the session like any call. */
export async function apiBlob(
  path: string,
  options: Pick<ApiRequestOptions<unknown>, 'query' | 'signal'> = {},
): Promise<Blob> {
  return (await sendWithSession(path, options)).blob();
}

/** A file the API answers with its name (Content-Disposition), fetched with the session. */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions<unknown>, 'query' | 'signal'> = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await sendWithSession(path, options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}

/**
 * Every call to our API goes through here: it adds the bearer token (renewing it first when due), retries once
 * after a 401 with a renewed token, ends the session when that fails, and turns errors into ApiError.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const response = await sendWithSession(path, options);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  const json: unknown = text === '' ? undefined : JSON.parse(text);
  if (!options.schema) return json as T;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error.issues);
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      i18next.t('failures.unreadable', { ns: 'common' }),
    );
  }
  return parsed.data;
}
