// How the hostile corpus attacks each field of a write, read from the schema
// the server checks it with: the kind from what the schema lets through (a
// yes or no, a whole number, a date, a link, a picture, a list, a choice),
// the longest text and whether it may be left out from the schema itself
// (http/field-rules.ts). A new field, or a changed limit, is attacked as it
// is, with nobody restating it. Only what a schema cannot tell from text or
// a list is declared: another record named by its id, an address, a file.
import * as v from 'valibot';
import { fieldRules, maxLengthOf, type SchemaNode } from '../http/field-rules';

export type FieldKind =
  | { kind: 'text'; max: number; required: boolean /** Left out, it takes a default. */; defaulted?: boolean }
  | { kind: 'enum'; nullable?: boolean; required?: boolean }
  | { kind: 'flag' }
  | { kind: 'int'; required: boolean }
  | { kind: 'date'; required: boolean }
  | { kind: 'url' }
  | { kind: 'contact'; max: number }
  | { kind: 'email'; max: number }
  | { kind: 'image' }
  | { kind: 'file'; required: boolean }
  | { kind: 'textList'; itemMax: number; maxItems: number }
  | { kind: 'audience'; maxItems: number }
  | { kind: 'hostelList' }
  | { kind: 'members' }
  | { kind: 'menuWeek' }
  | { kind: 'personRef' }
  | { kind: 'hostelRef' }
  | { kind: 'personId' }
  | { kind: 'loginText' }
  | { kind: 'loginFlag' }
  | { kind: 'newUsername' }
  | { kind: 'newPassword' };

/**
 * What a schema cannot tell: which record a reference names, an address, a file rather than a picture; or a field
 * attacked by cases of its own elsewhere.
 */
export type Declared =
  | 'personRef'
  | 'hostelRef'
  | 'hostelList'
  | 'members'
  | 'personId'
  | 'email'
  | 'contact'
  | 'file'
  | 'own cases';

type WriteSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

const passes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

/** The first node of `node`'s own pipe, wrapper or union (not a list's items) that `test` picks. */
function find(node: SchemaNode, test: (inner: SchemaNode) => boolean): SchemaNode | undefined {
  if (test(node)) return node;
  for (const inner of [node.wrapped, ...(node.pipe ?? []), ...(node.options ?? [])]) {
    const found = inner && inner !== node ? find(inner, test) : undefined;
    if (found) return found;
  }
}

/** A list's limits: how many items and, for text items, how long each; an item of a choice is an audience. */
function listKind(node: SchemaNode, name: string): FieldKind {
  const array = find(node, (inner) => inner.type === 'array' && inner.item?.type !== 'unknown');
  const maxItems = find(node, (inner) => inner.type === 'max_length')?.requirement as number | undefined;
  const item = array?.item;
  if (!item || maxItems === undefined) throw new Error(`${name}: a list without items or a limit; declare its kind`);
  if (find(item, (inner) => inner.type === 'picklist')) return { kind: 'audience', maxItems };
  const itemMax = maxLengthOf(item);
  if (itemMax === undefined) throw new Error(`${name}: a list of records; declare its kind`);
  return { kind: 'textList', itemMax, maxItems };
}

function kindOf(name: string, schema: v.GenericSchema, maxLength: number | undefined): FieldKind {
  const node = schema as unknown as SchemaNode;
  const required = !passes(schema, undefined);
  if (passes(schema, new File(['x'], 'x.png'))) return { kind: 'image' };
  if (passes(schema, [])) return listKind(node, name);
  // Before a choice: a yes or no is also one of 'true', 'false', 'on', '1' and '0' from a form.
  if (passes(schema, true) && passes(schema, 'false')) return { kind: 'flag' };
  // A sign-in's remember-me: JSON's true or false only.
  if (passes(schema, true) && passes(schema, false) && !passes(schema, 'x')) return { kind: 'loginFlag' };
  if (find(node, (inner) => inner.type === 'picklist'))
    return { kind: 'enum', nullable: passes(schema, null), required };
  if (passes(schema, 7) && !passes(schema, 1.5) && !passes(schema, 'seven')) return { kind: 'int', required };
  if (passes(schema, '2031-03-01') && !passes(schema, 'someday')) return { kind: 'date', required };
  if (passes(schema, 'https://example.edu/x') && !passes(schema, 'not a link')) return { kind: 'url' };
  if (maxLength !== undefined) {
    const refusesBlank = !passes(schema, '');
    return {
      kind: 'text',
      max: maxLength,
      required: refusesBlank,
      ...(refusesBlank && !required && { defaulted: true }),
    };
  }
  throw new Error(`${name}: no kind the hostile corpus knows; declare it`);
}

/**
 * Each field of a write's schema with how to attack it; `declared` names the kinds a schema cannot tell. A
 * record's translations are attacked by the translations' own cases, not as a field of each record.
 */
export function fieldKindsOf(
  schema: WriteSchema | v.GenericSchema,
  declared: Partial<Record<string, Declared | FieldKind>> = {},
) {
  if (!('entries' in schema)) throw new Error('A write whose schema is not an object; give its fields by hand');
  const rules = fieldRules(schema as WriteSchema);
  const kinds: Record<string, FieldKind> = {};
  for (const [name, field] of Object.entries(schema.entries)) {
    const kind = declared[name];
    if (name === 'translations' || kind === 'own cases') continue;
    const max = rules[name].maxLength ?? 0;
    if (typeof kind === 'object') kinds[name] = kind;
    else if (kind === 'email' || kind === 'contact') kinds[name] = { kind, max };
    else if (kind === 'file') kinds[name] = { kind, required: rules[name].required };
    else kinds[name] = kind ? { kind } : kindOf(name, field, rules[name].maxLength);
  }
  return kinds;
}
