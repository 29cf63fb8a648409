// The field rules as zod schemas. Public through `@tzsb/sdk/schemas`, apart from the rules' plain
// functions (`@tzsb/sdk/validators`), whose declarations then do not load zod's.
import { z } from 'zod';
import { asText, checkNormalized, isEmpty, normalizeValue, ruleIds, ruleMessages, type RuleId } from './rules';

/** A string schema that normalises a non-empty value, checks it and gives it out normalised. */
export const normalizedText = (ruleId: RuleId, typeMessage: string, emptyMessage?: string) =>
  z.string({ error: typeMessage }).transform((raw, ctx) => {
    if (isEmpty(raw)) {
      if (emptyMessage !== undefined) ctx.addIssue({ code: 'custom', message: emptyMessage });
      return '';
    }
    const value = normalizeValue(ruleId, raw);
    const message = checkNormalized(ruleId, value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
    return value;
  });

function ruleSchema(ruleId: RuleId): z.ZodType<string> {
  return z.preprocess(
    (value) => (value === null || value === undefined ? '' : asText(value)),
    normalizedText(ruleId, ruleMessages[ruleId]),
  );
}

/**
 * One zod schema per rule (usable as Standard Schema, e.g. with Mantine's `schemaResolver`).
 * A value is normalised (`normalizeValue`) before it is checked, and comes out normalised.
 * Empty values (`''`, whitespace, `null`, `undefined`) pass and come out as `''`.
 * Finite numbers are checked (and come out) as their text.
 */
export const rules = Object.fromEntries(ruleIds.map((id) => [id, ruleSchema(id)])) as Record<RuleId, z.ZodType<string>>;
