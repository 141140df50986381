// What a form needs to know of a write's schema: which fields it refuses when
// left out and how long their text may be. The console's forms read these from
// the models the server checks with, so a limit lives in one place.
import * as v from 'valibot';

export type FieldRule = { required: boolean; maxLength?: number };

type Entries = v.ObjectEntries;
/** A valibot schema or action as its parts read, whatever its type. */
export type SchemaNode = {
  type: string;
  wrapped?: SchemaNode;
  /** A list's items. */
  item?: SchemaNode;
  pipe?: readonly SchemaNode[];
  options?: readonly SchemaNode[];
  literal?: unknown;
  requirement?: unknown;
};

/** The longest text a schema lets through, or undefined when it sets no limit. */
export function maxLengthOf(node: SchemaNode): number | undefined {
  if (node.type === 'literal') return typeof node.literal === 'string' ? node.literal.length : undefined;
  if (node.type === 'union') {
    // A number is sent as JSON, never typed into a text box: only the options that take text set a limit.
    const limits = (node.options ?? []).filter((option) => option.type !== 'number').map(maxLengthOf);
    return limits.every((limit) => limit !== undefined) ? Math.max(...limits) : undefined;
  }
  const limits = [node.wrapped, ...(node.pipe ?? [])]
    .filter((inner): inner is SchemaNode => !!inner && inner !== node)
    .map((inner) => (inner.type === 'max_length' ? (inner.requirement as number) : maxLengthOf(inner)))
    .filter((limit) => limit !== undefined);
  return limits.length ? Math.min(...limits) : undefined;
}

/** Each field's rule: required when the schema refuses it absent, and its longest text. */
export function fieldRules<T extends Entries>(
  schema: v.ObjectSchema<T, v.ErrorMessage<v.ObjectIssue> | undefined>,
): { [Key in keyof T]: FieldRule } {
  const rules = {} as { [Key in keyof T]: FieldRule };
  for (const key of Object.keys(schema.entries) as (keyof T & string)[]) {
    const field = schema.entries[key];
    const maxLength = maxLengthOf(field as unknown as SchemaNode);
    rules[key] = { required: !v.safeParse(field, undefined).success, ...(maxLength !== undefined && { maxLength }) };
  }
  return rules;
}
