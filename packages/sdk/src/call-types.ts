// The types of a call of the client, declared here rather than imported from openapi-fetch: the
// published .d.ts then does not load openapi-fetch's declarations, which an integrator's `tsc` without
// skipLibCheck would check in full (its generic `Client` costs more to check than the whole contract).
// The per-call types are openapi-fetch's own, copied, so a call is checked exactly as before;
// `call-types.test.ts` holds them to openapi-fetch's.

/** The HTTP methods an OpenAPI path item may have. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** How a call reads its answer (openapi-fetch's `parseAs`); `json` by default. */
export type ParseAs = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** What a call's `data` is for each `parseAs`: the contract's type for `json`. */
export interface BodyType<T> {
  json: T;
  text: string;
  blob: Blob;
  arrayBuffer: ArrayBuffer;
  stream: Response['body'];
}

export type HeadersOptions =
  | Required<RequestInit>['headers']
  | Record<string, string | number | boolean | (string | number | boolean)[] | null | undefined>;

/** How the query is serialized (openapi-fetch's options). */
export interface QuerySerializerOptions {
  array?: { style: 'form' | 'spaceDelimited' | 'pipeDelimited'; explode: boolean };
  object?: { style: 'form' | 'deepObject'; explode: boolean };
  allowReserved?: boolean;
}

export type PathSerializer = (pathname: string, pathParams: Record<string, unknown>) => string;

export interface MiddlewareRequestParams {
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  path?: Record<string, unknown>;
  cookie?: Record<string, unknown>;
}

/** The client's options as a middleware sees them (read-only). */
export interface MergedOptions {
  baseUrl: string;
  parseAs: ParseAs;
  querySerializer: (query: Record<string, unknown>) => string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi-fetch's BodySerializer<unknown>
  bodySerializer: (body: any) => any;
  pathSerializer: PathSerializer;
  fetch: typeof globalThis.fetch;
}

export interface MiddlewareCallbackParams {
  /** The request as it stands. */
  request: Request;
  /** The contract's path of the call, with its braces (`/a/stone/common/attachment/download/{attsysid}`). */
  readonly schemaPath: string;
  /** The call's parameters as given. */
  readonly params: MiddlewareRequestParams;
  /** Unique id of the call. */
  readonly id: string;
  readonly options: MergedOptions;
}

export type MiddlewareOnRequest = (
  options: MiddlewareCallbackParams,
) => void | Request | Response | undefined | Promise<Request | Response | undefined | void>;
export type MiddlewareOnResponse = (
  options: MiddlewareCallbackParams & { response: Response },
) => void | Response | undefined | Promise<Response | undefined | void>;
export type MiddlewareOnError = (
  options: MiddlewareCallbackParams & { error: unknown },
) => void | Response | Error | Promise<void | Response | Error>;

/** A middleware of the client (`client.use()`): the same shape as openapi-fetch's, usable with either. */
export type Middleware =
  | { onRequest: MiddlewareOnRequest; onResponse?: MiddlewareOnResponse; onError?: MiddlewareOnError }
  | { onRequest?: MiddlewareOnRequest; onResponse: MiddlewareOnResponse; onError?: MiddlewareOnError }
  | { onRequest?: MiddlewareOnRequest; onResponse?: MiddlewareOnResponse; onError: MiddlewareOnError };

/** The keys of T that are not optional. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends Pick<T, K>` is how an optional key is told apart (as openapi-fetch does)
export type RequiredKeys<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];

// From here on, openapi-fetch's own per-call types (and the helpers of openapi-typescript-helpers they
// use), as openapi-fetch 0.17 declares them, so that a call is checked exactly as before. Four are
// written to cost an integrator's tsc less and give the same types for every operation of the contract:
// - Readable / Writable are the identity: they drop openapi-typescript's $Read / $Write markers, which
//   the generated schema does not have (scripts/generate.mjs leaves them off; call-types.test.ts holds
//   it), while openapi-fetch's recursive versions rebuild every answer and body field by field;
// - SuccessResponse / ErrorResponse look only at the statuses the operation has (openapi-fetch's go
//   through all 63 it knows, building a type for each);
// - ParamsOption does not distribute over a union of operations: a call's constraint is first taken
//   with every path of the method, and the distributive version then works out all their parameters;
// - MaybeOptionalInit looks for required keys among the parameters and the body only (every other
//   option is optional), not among fetch's twenty options as well.
/* eslint-disable @typescript-eslint/no-explicit-any -- openapi-fetch's own constraints and markers, kept as they are */
type MediaType = `${string}/${string}`;
type FilterKeys<Obj, Matchers> = Obj[keyof Obj & Matchers];
type RequiredKeysOf<T> = RequiredKeys<T> extends undefined ? never : RequiredKeys<T>;
/** openapi-fetch's Readable<T> on a schema without $Read / $Write markers. */
type Readable<T> = T;
/** openapi-fetch's Writable<T> on a schema without $Read / $Write markers. */
type Writable<T> = T;
type OkStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | '2XX';
type ErrorStatus =
  | 500
  | 501
  | 502
  | 503
  | 504
  | 505
  | 506
  | 507
  | 508
  | 510
  | 511
  | '5XX'
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 406
  | 407
  | 408
  | 409
  | 410
  | 411
  | 412
  | 413
  | 414
  | 415
  | 416
  | 417
  | 418
  | 420
  | 421
  | 422
  | 423
  | 424
  | 425
  | 426
  | 427
  | 428
  | 429
  | 430
  | 431
  | 444
  | 450
  | 451
  | 497
  | 498
  | 499
  | '4XX'
  | 'default';
type ResponseObjectMap<T> = T extends { responses: any } ? T['responses'] : unknown;
type ResponseContent<T> = T extends { content: any } ? T['content'] : unknown;
type OperationRequestBody<T> = 'requestBody' extends keyof T ? T['requestBody'] : never;
type PickRequestBody<T> = 'requestBody' extends keyof T ? Pick<T, 'requestBody'> : never;
type IsOperationRequestBodyOptional<T> = RequiredKeysOf<PickRequestBody<T>> extends never ? true : false;
type OperationRequestBodyMediaContent<T> =
  IsOperationRequestBodyOptional<T> extends true
    ? ResponseContent<NonNullable<OperationRequestBody<T>>> | undefined
    : ResponseContent<OperationRequestBody<T>>;
type OperationRequestBodyContent<T> =
  FilterKeys<OperationRequestBodyMediaContent<T>, MediaType> extends never
    ? FilterKeys<NonNullable<OperationRequestBodyMediaContent<T>>, MediaType> | undefined
    : FilterKeys<OperationRequestBodyMediaContent<T>, MediaType>;
type GetResponseContent<
  T extends Record<string | number, any>,
  Media extends MediaType = MediaType,
  ResponseCode extends keyof T = keyof T,
> = ResponseCode extends keyof T
  ? {
      [K in ResponseCode]: T[K]['content'] extends Record<string, any>
        ? FilterKeys<T[K]['content'], Media> extends never
          ? T[K]['content']
          : FilterKeys<T[K]['content'], Media>
        : K extends keyof T
          ? T[K]['content']
          : never;
    }[ResponseCode]
  : never;
type SuccessResponse<T extends Record<string | number, any>, Media extends MediaType = MediaType> = GetResponseContent<
  T,
  Media,
  OkStatus & keyof T
>;
type ErrorResponse<T extends Record<string | number, any>, Media extends MediaType = MediaType> = GetResponseContent<
  T,
  Media,
  ErrorStatus & keyof T
>;

type QuerySerializer<T> = (
  query: T extends { parameters: any } ? NonNullable<T['parameters']['query']> : Record<string, unknown>,
) => string;
type BodySerializer<T> = (body: OperationRequestBodyContent<T>) => any;
type ParseAsResponse<T, Options> = Options extends { parseAs: ParseAs } ? BodyType<T>[Options['parseAs']] : T;
type ParamsOption<T> = [T] extends [{ parameters: any }]
  ? RequiredKeysOf<T['parameters']> extends never
    ? { params?: T['parameters'] }
    : { params: T['parameters'] }
  : { params?: { query?: Record<string, unknown> } };
type RequestBodyOption<T> =
  Writable<OperationRequestBodyContent<T>> extends never
    ? { body?: never }
    : IsOperationRequestBodyOptional<T> extends true
      ? { body?: Writable<OperationRequestBodyContent<T>> }
      : { body: Writable<OperationRequestBodyContent<T>> };
type RequestOptions<T> = ParamsOption<T> &
  RequestBodyOption<T> & {
    baseUrl?: string;
    querySerializer?: QuerySerializer<T> | QuerySerializerOptions;
    bodySerializer?: BodySerializer<T>;
    pathSerializer?: PathSerializer;
    parseAs?: ParseAs;
    fetch?: (input: Request) => Promise<Response>;
    headers?: HeadersOptions;
    middleware?: Middleware[];
  };
/** The options of a call of an operation T (openapi-fetch's `FetchOptions`). */
export type FetchOptions<T> = RequestOptions<T> & Omit<RequestInit, 'body' | 'headers'>;
/** The options of a call of method Location of a path item: optional when nothing in them is required. */
export type MaybeOptionalInit<Params, Location extends keyof Params> =
  RequiredKeysOf<
    ParamsOption<FilterKeys<Params, Location>> & RequestBodyOption<FilterKeys<Params, Location>>
  > extends never
    ? FetchOptions<FilterKeys<Params, Location>> | undefined
    : FetchOptions<FilterKeys<Params, Location>>;
/** What a call resolves to: `data` (the 2xx answer, as `parseAs` reads it) or `error` (the 4xx/5xx answer). */
export type FetchResponse<T extends Record<string | number, any>, Options, Media extends MediaType> =
  | {
      data: ParseAsResponse<Readable<SuccessResponse<ResponseObjectMap<T>, Media>>, Options>;
      error?: never;
      response: Response;
    }
  | { data?: never; error: Readable<ErrorResponse<ResponseObjectMap<T>, Media>>; response: Response };
/* eslint-enable @typescript-eslint/no-explicit-any -- end of the copy */

/** The init argument: optional when nothing in it is required, with any further key allowed (openapi-fetch's rule). */
export type InitArg<Init, Extra = object> =
  RequiredKeys<Init> extends undefined | never
    ? [(Init & Extra & { [key: string]: unknown })?]
    : [Init & Extra & { [key: string]: unknown }];

/** Any operation of any path: how openapi-fetch types the calls of the client `createTzsbClient` returns. */
interface AnyOperation {
  parameters: MiddlewareRequestParams;
  requestBody?: { content: Record<MediaType, unknown> };
  responses: Record<number | string, { content: Record<MediaType, unknown> }>;
}
export type AnyPaths = Record<string, Record<HttpMethod, AnyOperation>>;
/** A call's options and answer before the contract types them. */
export type RawInit = Record<string, unknown>;
export type RawAnswer = Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The paths of Paths that have method M (openapi-fetch's `PathsWithMethod`). */
export type PathsWithMethod<Paths, M extends HttpMethod> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation object
  [P in keyof Paths]: Paths[P] extends { [K in M]: any } ? P : never;
}[keyof Paths];
