// The console's forms check their fields with the contract's schemas, the
// ones the server validates with, so a field rule is written once.
import * as v from 'valibot';

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** true: the schema's message; a string, or a function of the schema's issue: the form's own wording. */
type FieldMessage = true | string | ((issue: v.BaseIssue<unknown>) => string);

/**
 * The first message of each field the form shows errors for; issues of other
 * fields are left to the server's response. `names` maps a schema key to the
 * form's field name where they differ.
 */
export function fieldErrors<F extends string>(
  schema: v.GenericSchema,
  input: unknown,
  fields: Record<F, FieldMessage>,
  names: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  const result = v.safeParse(schema, input);
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0];
    if (!key) continue;
    const field = names[key] ?? (key as F);
    if (!(field in fields) || errors[field]) continue;
    const message: FieldMessage = fields[field];
    errors[field] = message === true ? issue.message : typeof message === 'function' ? message(issue) : message;
  }
  return errors;
}
