import { isApiError } from '@tzsb/sdk';
import { ruleMessages, type RuleId } from '@tzsb/sdk/validators';
import { failureMessage } from '@/kit/useSubmit';

/** One entry of a refusal that names what was wrong (the mock's 422 `validation` list). */
interface ValidationEntry {
  location?: unknown;
  code?: unknown;
  message?: unknown;
}

/** What a form knows of a field to say what is wrong with it. */
export interface RefusableField {
  name: string;
  label: string;
  rule?: RuleId;
}

/** A refusal split: messages for the fields it names, and what names no field (for the message at the top). */
export interface Refusal {
  fields: Record<string, string>;
  rest: string | null;
}

/** The message of a field the server refused, by the kind of check it failed; a field with a rule says what its rule says. */
function fieldMessage(field: RefusableField, code: string): string {
  if (code === 'required') return `请填写${field.label}`;
  if (field.rule && (code === 'pattern' || code === 'format')) return ruleMessages[field.rule];
  switch (code) {
    case 'pattern':
    case 'format':
      return `${field.label}格式不正确`;
    case 'maxLength':
      return `${field.label}过长`;
    case 'minLength':
      return `${field.label}过短`;
    case 'enum':
      return `${field.label}不是可选的值`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field.label}超出允许的最大值`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field.label}小于允许的最小值`;
    default:
      return `${field.label}不符合要求`;
  }
}

const entriesOf = (error: unknown): ValidationEntry[] => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const list = (error.body as { validation?: unknown }).validation;
  return Array.isArray(list) ? list.filter((e): e is ValidationEntry => typeof e === 'object' && e !== null) : [];
};

/**
 * Splits a failed save into what lands on the form's fields and what does not: an answer that lists
 * the fields it refused (`validation: [{ location: ['body', 'idCard'], code: 'pattern' }]`, as the
 * mock answers with 422) marks each field of the form it names; entries naming no field of this form,
 * and any other failure, stay one message for the top of the form (null when everything landed).
 */
export function splitRefusal(error: unknown, fields: readonly RefusableField[]): Refusal {
  const entries = entriesOf(error);
  if (!entries.length) return { fields: {}, rest: failureMessage(error) };
  const byName = new Map(fields.map((f) => [f.name, f]));
  const out: Record<string, string> = {};
  let unplaced = 0;
  for (const e of entries) {
    const location = Array.isArray(e.location) ? e.location.map(String) : [];
    // ['body', 'param.ratedLoad'] or ['body', 'param', 'ratedLoad']: the contract's dotted names.
    const name = location[0] === 'body' || location[0] === 'query' ? location.slice(1).join('.') : '';
    const field = byName.get(name);
    if (field && !out[field.name]) out[field.name] = fieldMessage(field, String(e.code ?? ''));
    else if (!field) unplaced += 1;
  }
  if (!Object.keys(out).length) return { fields: {}, rest: failureMessage(error) };
  return {
    fields: out,
    rest: unplaced ? `${failureMessage(error)}：另有 ${unplaced} 项内容未通过服务器校验，请核对后重试` : null,
  };
}

/** The fields of form sections, as `splitRefusal` reads them. */
export const refusableFields = (sections: readonly { fields: readonly RefusableField[] }[]): RefusableField[] =>
  sections.flatMap((s) => s.fields.map(({ name, label, rule }) => ({ name, label, rule })));
