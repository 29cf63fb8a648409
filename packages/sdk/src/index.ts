// @tzsb/sdk: the typed client of the special-equipment enterprise service platform.
export {
  createTzsbClient,
  unwrap,
  createSessionMiddleware,
  createBodyMiddleware,
  createEnvelopeMiddleware,
  toFormUrlEncoded,
  toFormData,
} from './client';
export type {
  TzsbClient,
  TzsbClientOptions,
  ClientSession,
  CallOptions,
  ResilienceOptions,
  RetryOptions,
  AttemptInfo,
  ResponseViolation,
  EnvelopeOptions,
} from './client';
export { ApiError, isApiError, isSessionError, TRANSPORT_MESSAGES } from './errors';
export type { ApiErrorKind, ApiErrorInit, TransportFailure, FieldError } from './errors';
export { paginate } from './paging';
export type { Paginator, PaginateOptions, Page, PagedPath, PageFilters, RowOf } from './paging';
export { readEnvelope, DEFAULT_FAILURE_MESSAGE, SESSION_ENDED_MESSAGE } from './envelope';
export type { Envelope, EnvelopeOutcome, DataOf } from './envelope';
export { Session, memoryStore, browserStore, accessOf } from './session';
export type { SessionStore, SessionState, SessionKey, BrowserStoreOptions, User, Role, UnitInfo } from './session';
export { createAuth, NO_SESSION_ISSUED_MESSAGE } from './auth';
export type { Auth, AuthOptions, LoginInput, SsoLoginInput, UserInfo } from './auth';
export { des, DEFAULT_SECRET } from './cipher';
export { uuid32 } from './id';
export { printUrl } from './print';
export { progressFetch } from './progress';
export { operations } from './generated/operations';
export type { OperationInfo, OperationKey } from './generated/operations';
export type { paths, components, operations as OperationTypes } from './generated/schema';
export type { OperationId, BodyOf, QueryOf, ResultOf } from './operation-types';
export * from './constants';
