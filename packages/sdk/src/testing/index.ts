// @tzsb/sdk/testing: typed answers of the mock and the sandbox per call, the sandbox's admin API,
// and a fresh sandbox tenant per test.
export { createTestClient, createMockMiddleware, mockHeaders, preferOf } from './mock';
export type { TestClient, MockOf, AnyMock } from './mock';
export { createSandboxAdmin, SandboxAdminError } from './admin';
export type {
  AdminPaths,
  SandboxAdmin,
  SandboxAdminOptions,
  SandboxStatus,
  SandboxClock,
  ClockMove,
  FaultInput,
  Fault,
  JournalEntry,
  JournalQuery,
  OutboxMessage,
  SandboxApplication,
  ApplicationResult,
  SandboxPayment,
  SandboxRegistration,
} from './admin';
export { freshTenant, createTenantMiddleware, SANDBOX_PASSWORD } from './tenant';
export type { FreshTenant, FreshTenantOptions } from './tenant';
export { mockExamples } from '../generated/mocks';
export type { MockExamples } from '../generated/mocks';
