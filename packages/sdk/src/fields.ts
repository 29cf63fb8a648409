// A 422 that names the fields it refused: loaded by the client on the first such answer (it carries
// the contract's description of every request field).
import type { FieldError } from './errors';
import { fieldLabels, operationFieldLabels } from './generated/fields';

/** What a validator's keyword says is wrong with a field, in Chinese. */
const PROBLEMS: Record<string, string> = {
  required: '不能为空',
  pattern: '格式不正确',
  format: '格式不正确',
  type: '类型不正确',
  enum: '不是可选的值',
  const: '不是可选的值',
  minLength: '太短',
  maxLength: '太长',
  minimum: '超出允许的范围',
  maximum: '超出允许的范围',
  exclusiveMinimum: '超出允许的范围',
  exclusiveMaximum: '超出允许的范围',
  minItems: '数量太少',
  maxItems: '数量太多',
  additionalProperties: '含有接口未定义的字段',
};

interface Violation {
  location?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * The fields a contract check refused (the mock's 422: `body.validation`), each with the contract's
 * description of it, and the message that names them.
 */
export function refusedFields(operation: string, validation: unknown[]): { fields: FieldError[]; message: string } {
  const fields = (validation as Violation[]).map((v): FieldError => {
    const location = Array.isArray(v.location) ? v.location.map(String) : [];
    const code = typeof v.code === 'string' ? v.code : '';
    const detail = typeof v.message === 'string' ? v.message : undefined;
    // A missing property is reported on its parent, naming it in the message.
    const missing = code === 'required' ? /property '([^']+)'/.exec(detail ?? '')?.[1] : undefined;
    const path = missing ? [...location.slice(1), missing] : location.slice(1);
    const name = path.join('.');
    const last = path.at(-1) ?? '';
    const description = operationFieldLabels[operation]?.[name] ?? fieldLabels[name] ?? fieldLabels[last];
    return { in: location[0] ?? 'body', name, description, problem: PROBLEMS[code] ?? '不符合要求', code, detail };
  });
  return { fields, message: fieldsMessage(fields) };
}

/** 「请求参数有误：设备代码（eqpCode）格式不正确」 */
const fieldsMessage = (fields: readonly FieldError[]): string =>
  `请求参数有误：${fields.map((f) => `${fieldLabel(f)}${f.problem}`).join('；')}`;

const fieldLabel = (f: FieldError) =>
  !f.name ? (f.in === 'body' ? '请求体' : '请求参数') : f.description ? `${f.description}（${f.name}）` : `${f.name} `;
