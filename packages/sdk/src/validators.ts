// @tzsb/sdk/validators: validation rules of the platform's forms (spec section 5). Every message is
// Chinese and meant to be shown. The same rules and forms as zod schemas are in @tzsb/sdk/schemas: these
// declarations do not load zod's.
export { VALIDATION_DELAY_MS } from './constants';
export {
  ruleIds,
  ruleMessages,
  NOT_A_NUMBER_MESSAGE,
  CHECK_MESSAGES,
  toHalfWidth,
  normalizeValue,
  checkRule,
} from './rules';
export type { RuleId } from './rules';
export { idCardCheckCharacter, creditCodeCheckCharacter } from './check-characters';
export { PASSWORD_MIN_LENGTH, passwordStrength, isSimplePassword } from './password';
export { PASSWORD_MESSAGES, ACCOUNT_INFO_MESSAGES } from './form-messages';
