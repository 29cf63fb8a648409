import type { Middleware } from './call-types';
import { jsonBodies, multipartBodies } from './generated/media';
import { PENDING_BODY, SENT_BODY, rebuild, type PlatformRequestProps } from './request';

/** The request media type the contract declares for an operation with a body. */
export const bodyType = (method: string, schemaPath: string) => {
  const key = `${method.toUpperCase()} ${schemaPath}`;
  return jsonBodies.has(key)
    ? 'application/json'
    : multipartBodies.has(key)
      ? 'multipart/form-data'
      : 'application/x-www-form-urlencoded';
};

export const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Flattens a body into [key, value] pairs: nested objects become dotted keys, arrays repeat keys. */
export function flattenBody(
  body: unknown,
  prefix = '',
  out: [string, string | Blob][] = [],
): [string, string | Blob][] {
  if (body === null || body === undefined) return out;
  if (isBlob(body)) {
    out.push([prefix, body]);
  } else if (Array.isArray(body)) {
    for (const v of body) flattenBody(v, prefix, out);
  } else if (typeof body === 'object' && !(body instanceof Date)) {
    for (const [k, v] of Object.entries(body as Record<string, unknown>))
      flattenBody(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.push([prefix, body instanceof Date ? body.toISOString() : String(body)]);
  }
  return out;
}

/** Form-encodes a body; keys that already hold dots (`user.name`) stay as they are. */
export function toFormUrlEncoded(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of flattenBody(body)) if (!isBlob(v)) params.append(k, v);
  return params;
}

export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const fd = new FormData();
  for (const [k, v] of flattenBody(body)) {
    if (isBlob(v)) fd.append(k, v, (v as File).name ?? k);
    else fd.append(k, v);
  }
  return fd;
}

/** A body the caller encoded already (or a file): it goes as it is. */
const isEncoded = (body: unknown) =>
  typeof body === 'string' ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  isBlob(body) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

/**
 * A body as the operation's media type wants it: form-encoded (flat dotted keys), multipart or JSON.
 * A body holding a file (Blob) travels as multipart whatever the operation declares; a FormData or
 * URLSearchParams body travels as it is.
 */
export function serializeBody(type: string, body: unknown): string | FormData | URLSearchParams {
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  if (type === 'multipart/form-data' || flattenBody(body).some(([, v]) => isBlob(v))) return toFormData(body);
  if (type === 'application/json') return JSON.stringify(body);
  return toFormUrlEncoded(body);
}

/** The encoded body and its content type; a multipart body as its bytes with their boundary. */
async function encode(type: string, given: unknown): Promise<{ body: BodyInit; contentType?: string }> {
  if (isEncoded(given)) return { body: given as BodyInit };
  const body = serializeBody(type, given);
  if (body instanceof FormData) {
    // As bytes, not as a FormData: a blob-backed body's parts are not shown by a browser's devtools
    // or by test tools (Playwright's postData).
    const encoded = new Response(body);
    return { body: await encoded.arrayBuffer(), contentType: encoded.headers.get('content-type')! };
  }
  return { body, contentType: typeof body === 'string' ? 'application/json' : FORM_TYPE };
}

/**
 * Encodes the body as the contract says: form-encoded (flat dotted keys), multipart or JSON. In
 * `createTzsbClient` it gets the body as the caller gave it; on an openapi-fetch client of your own
 * it reads back the JSON openapi-fetch made of it.
 */
export function createBodyMiddleware(): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const type = bodyType(request.method, schemaPath);
      if (PENDING_BODY in request) {
        const given = (request as Request & PlatformRequestProps)[PENDING_BODY];
        if (given === undefined) {
          const bodiless = request as Request & PlatformRequestProps;
          delete bodiless[PENDING_BODY];
          bodiless[SENT_BODY] = null;
          return undefined;
        }
        const { body, contentType } = await encode(type, given);
        const headers = new Headers(request.headers);
        if (contentType) headers.set('content-type', contentType);
        return rebuild(request, { body, headers });
      }
      // Not `request.body`: Firefox has no such property. openapi-fetch sets JSON's content type only
      // when there is a body.
      if (type === 'application/json') return undefined;
      const contentType = request.headers.get('content-type') ?? '';
      if (!contentType.startsWith('application/json')) return undefined; // already FormData / form
      const text = await request.clone().text();
      if (!text) return undefined;
      const { body, contentType: encodedType } = await encode(type, JSON.parse(text));
      const headers = new Headers(request.headers);
      headers.set('content-type', encodedType!);
      return rebuild(request, { body, headers });
    },
  };
}
