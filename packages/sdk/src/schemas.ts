// @tzsb/sdk/schemas: the platform's field rules and forms as zod schemas (usable as Standard Schema,
// e.g. with Mantine's `schemaResolver`). Their plain functions and messages are in @tzsb/sdk/validators.
export { rules } from './rule-schemas';
export { passwordChangeSchema, accountInfoSchema } from './forms';
export type { PasswordChangeValues, AccountInfoValues } from './forms';
