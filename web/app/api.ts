// The one way the web app talks to the server: JSON in and out, same-origin cookies, and every failure as an ApiError.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
}

export async function api<T>(path: string, { method = 'GET', body, signal, cache }: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server. Please check your connection and try again.');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, response.statusText, payload);
  return payload as T;
}

/**
 * POSTs a form (a file upload) reporting how much has been sent, so the page can show a progress bar; answers and
 * fails like `api`. fetch() cannot report upload progress, XMLHttpRequest can.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(event.loaded / event.total); };
    xhr.onload = () => {
      let payload: unknown;
      try { payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined; } catch { payload = undefined; }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toApiError(xhr.status, xhr.statusText, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'The upload was interrupted. Please check your connection and try again.'));
    xhr.send(form);
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type ErrorShape = { code?: unknown; message?: unknown; fields?: unknown };

function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  // The server wraps errors as { error: {...} }; better-auth's own replies are the flat { code, message }.
  const shape: ErrorShape | undefined = isObject(payload) ? (isObject(payload.error) ? payload.error : payload) : undefined;
  const code = typeof shape?.code === 'string' ? shape.code : `HTTP_${status}`;
  const message =
    typeof shape?.message === 'string' && shape.message ? shape.message : statusText || 'An error occurred';
  const fields = isStringRecord(shape?.fields) ? shape.fields : undefined;
  return new ApiError(status, code, message, fields);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isObject(value) && Object.values(value).every((v) => typeof v === 'string');
}
