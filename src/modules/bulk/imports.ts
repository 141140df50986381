// People and hostels from a CSV file: every row checked with the entity's own
// schema and its references resolved by name, then all rows written in one
// transaction or none.
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { Queries } from '../../db/database';
import { requireMay, type SignedIn } from '../../auth/guard';
import { parseCsv, withoutFormulaGuard } from '../../http/csv';
import { badRequest, issuesOf } from '../../http/errors';
import { HostelInput, type Hostel } from '../hostels/model';
import * as hostelsRepo from '../hostels/repo';
import { PersonInput, type Person } from '../people/model';
import * as peopleRepo from '../people/repo';
import { PERSON_ROLES } from '../people/roles';
import { splitList, type Column } from '../columns';
import { hostelColumns, hostelKind } from '../hostels/entity';
import { peopleColumns, personKind } from '../people/entity';
import { bulkMessages, type ImportEntity, type ImportReport, type ImportRow } from './model';
import { IMPORT_MAX_ROWS } from './texts';
import type { TranslatedLanguage } from '../../languages';
import {
  isTranslationField,
  translationsByRecord,
  translationsOfRow,
  withTranslationColumns,
} from '../translations/csv';
import type { TranslationsInput } from '../translations/model';
import { textsAt } from '../translations/paths';
import { listTranslations } from '../translations/repo';
import { saveRecordTranslations, type Translatable } from '../translations/store';

/** The fields whose cell is a list, translated item by item. */
const LIST_FIELDS = ['other_facilities'];

type Cells = Record<string, string>;
type RowErrors = ImportRow['errors'];

/** Names to ids: a name may belong to several records. */
function byName<T extends { _id: string; name: string }>(records: T[]) {
  const ids = new Map<string, string[]>();
  for (const record of records) ids.set(record.name, [...(ids.get(record.name) ?? []), record._id]);
  return ids;
}

// Stands for a reference the row names wrongly: the row has its error already, the schema must not add 'is required'.
const UNRESOLVED = 'unresolved';

type ImportSpec<Existing, Input> = {
  /** What its rows are and translate as. */
  kind: Translatable;
  columns: Column<Existing>[];
  schema: v.GenericSchema<unknown, Input>;
  /** Reads what checking the rows needs, once for the whole file. */
  load(
    db: Queries,
  ): Promise<{ records: Map<string, Existing>; resolve(cells: Cells, errors: RowErrors): Record<string, unknown> }>;
  /** An existing record as the fields a row starts from: columns the file leaves out keep their value. */
  fieldsOf(record: Existing): Record<string, unknown>;
  write(tx: Queries, id: string | null, input: Input): Promise<object | null>;
};

/** A role as stored ('warden') or as the console labels it ('Wardens'); any other role stays as written. */
function roleValue(cell: string) {
  const known = PERSON_ROLES.find((role) => role.label.toLowerCase() === cell.trim().toLowerCase());
  return known?.value ?? cell;
}

const people: ImportSpec<Person, PersonInput> = {
  kind: personKind,
  columns: peopleColumns,
  schema: PersonInput,
  async load(db) {
    const hostelIds = byName(await hostelsRepo.listHostels(db));
    return {
      records: new Map((await peopleRepo.listPeople(db)).map((person) => [person._id, person])),
      resolve({ _id, hostel, ...fields }, errors) {
        const resolved: Record<string, unknown> = { ...fields };
        if (fields.role !== undefined) resolved.role = roleValue(fields.role);
        if (hostel !== undefined) {
          resolved.hostel = splitList(hostel).map((name, i) => {
            const found = hostelIds.get(name) ?? [];
            if (found.length !== 1) {
              errors.push({
                column: 'Hostels',
                message: found.length ? bulkMessages.hostelAmbiguous(i + 1) : bulkMessages.hostelMissing(i + 1),
              });
            }
            return found[0] ?? UNRESOLVED;
          });
        }
        return resolved;
      },
    };
  },
  fieldsOf: (person) => ({ ...person, image: undefined, hostel: person.hostel.map((hostel) => hostel._id) }),
  write: (tx, id, input) =>
    id ? peopleRepo.updatePerson(tx, id, input, undefined) : peopleRepo.insertPerson(tx, input, undefined),
};

const hostels: ImportSpec<Hostel, HostelInput> = {
  kind: hostelKind,
  columns: hostelColumns,
  schema: HostelInput,
  async load(db) {
    const everyone = await peopleRepo.listPeople(db);
    const personIds = byName(everyone);
    const known = new Set(everyone.map((person) => person._id));
    /** A warden or supervisor by name; the ID column chooses among namesakes, or names the person alone. */
    function staff(name: string | undefined, id: string | undefined, column: string, errors: RowErrors) {
      const idColumn = `${column} ID`;
      const trimmedId = id?.trim() ?? '';
      if (name === undefined || name.trim() === '') {
        if (!trimmedId) return name === undefined ? undefined : '';
        if (known.has(trimmedId)) return trimmedId;
        errors.push({ column: idColumn, message: bulkMessages.idUnknown });
        return UNRESOLVED;
      }
      const found = personIds.get(name.trim()) ?? [];
      if (trimmedId) {
        if (found.includes(trimmedId)) return trimmedId;
        errors.push({
          column: idColumn,
          message: found.length ? bulkMessages.referenceIdMismatch(idColumn, column) : bulkMessages.personMissing,
        });
      } else if (found.length === 1) return found[0];
      else
        errors.push({
          column,
          message: found.length ? bulkMessages.personAmbiguous(found.length, idColumn) : bulkMessages.personMissing,
        });
      return UNRESOLVED;
    }
    return {
      records: new Map((await hostelsRepo.listHostels(db)).map((hostel) => [hostel._id, hostel])),
      resolve({ _id, warden, wardenId, supervisor, supervisorId, other_facilities, ...fields }, errors) {
        const resolved: Record<string, unknown> = { ...fields };
        // A spreadsheet may capitalise the choices ('Male', 'Double')
        // or leave a space after them; they are stored in lower case.
        for (const choice of ['gender', 'sharing', 'year'] as const)
          if (fields[choice] !== undefined) resolved[choice] = fields[choice].trim().toLowerCase();
        const wardenRef = staff(warden, wardenId, 'Warden', errors);
        const supervisorRef = staff(supervisor, supervisorId, 'Supervisor', errors);
        if (wardenRef !== undefined) resolved.warden = wardenRef;
        if (supervisorRef !== undefined) resolved.supervisor = supervisorRef;
        if (other_facilities !== undefined) resolved.other_facilities = splitList(other_facilities);
        return resolved;
      },
    };
  },
  fieldsOf: (hostel) => ({
    ...hostel,
    image: undefined,
    warden: hostel.warden?._id ?? '',
    supervisor: hostel.supervisor?._id ?? '',
  }),
  write: (tx, id, input) =>
    id ? hostelsRepo.updateHostel(tx, id, input, undefined) : hostelsRepo.insertHostel(tx, input, undefined),
};

// biome-ignore lint/suspicious/noExplicitAny: each spec has its own record type; a file is read by one of them
const SPECS: Record<ImportEntity, ImportSpec<any, unknown>> = { people, hostels };

/**
 * The file's columns, matched to the entity's by heading (any case); a file-wide mistake is a 400 at once.
 * A column with neither a heading nor a value (a spreadsheet's leftover) is null: read as if it were not there.
 */
function readHeader<T>(header: string[], data: string[][], columns: Column<T>[]) {
  const matched = header.map((heading, i) => {
    if (heading.trim() === '' && data.every((cells) => !cells[i]?.trim())) return null;
    const column = columns.find((candidate) => candidate.header.toLowerCase() === heading.trim().toLowerCase());
    if (!column)
      throw badRequest(
        bulkMessages.unknownColumn(
          i + 1,
          columns.map((known) => known.header),
        ),
      );
    if (header.slice(0, i).some((earlier) => earlier.trim().toLowerCase() === heading.trim().toLowerCase())) {
      throw badRequest(bulkMessages.repeatedColumn(i + 1));
    }
    return column;
  });
  if (!matched.some((column) => column?.field === 'name')) throw badRequest(bulkMessages.noNameColumn);
  return matched;
}

/**
 * A file's text. Another encoding (Excel's plain 'CSV' is the
 * Windows code page) is refused, not read with its letters lost.
 */
export async function importedText(file: File) {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(bulkMessages.notUtf8);
  }
}

export type ImportPlan = { report: ImportReport; writes: { id: string | null; input: unknown }[] };

/** What importing `text` would do: every row with its values and errors. Writes nothing. */
export async function planImport(db: Queries, entity: ImportEntity, text: string): Promise<ImportPlan> {
  const spec = SPECS[entity];
  const rows = parseCsv(text);
  if (!rows) throw badRequest(bulkMessages.notCsv);
  const [header, ...data] = rows;
  if (!data.length) throw badRequest(bulkMessages.empty);
  if (data.length > IMPORT_MAX_ROWS) throw badRequest(bulkMessages.tooManyRows);
  // Its translation columns read back too.
  const known = withTranslationColumns(spec.columns, spec.kind.translatable, new Map());
  const columns = readHeader(header, data, known);
  const { records, resolve } = await spec.load(db);
  const storedTranslations = translationsByRecord(await listTranslations(db, spec.kind.entity));
  const rowOfId = new Map<string, number>();
  const headerOf = (field: string) => known.find((column) => column.field === field)?.header ?? field;
  const report: ImportReport = {
    columns: columns.flatMap((column) => (column ? [column.header] : [])),
    rows: [],
    added: 0,
    updated: 0,
    withErrors: 0,
    note: bulkMessages.picturesNote,
  };
  const writes: ImportPlan['writes'] = [];

  for (const [index, cells] of data.entries()) {
    const row = index + 2;
    const values: Cells = {};
    const fields: Cells = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const cell = withoutFormulaGuard(cells[i] ?? '');
      values[column.header] = cell;
      if (column.field) fields[column.field] = cell;
    });
    const errors: RowErrors = [];
    const id = fields._id?.trim() || null;
    const existing = id ? records.get(id) : undefined;
    if (id && !existing) errors.push({ column: 'ID', message: bulkMessages.idUnknown });
    if (id && rowOfId.has(id)) errors.push({ column: 'ID', message: bulkMessages.idRepeated(rowOfId.get(id)!) });
    if (id && !rowOfId.has(id)) rowOfId.set(id, row);
    const own = Object.fromEntries(Object.entries(fields).filter(([field]) => !isTranslationField(field)));
    const translations = translationsOfRow(fields, LIST_FIELDS, id ? storedTranslations.get(id) : undefined);
    const candidate = { ...(existing ? spec.fieldsOf(existing) : {}), ...resolve(own, errors), translations };
    const parsed = v.safeParse(spec.schema, candidate);
    if (!parsed.success) {
      for (const issue of issuesOf(spec.schema, candidate))
        errors.push({ column: headerOf(issue.path.split('.')[0]), message: issue.message });
    } else {
      // A translated item the English list has not (more facilities in Hindi than in English).
      const english = textsAt(parsed.output as object, spec.kind.translatable);
      for (const [language, texts] of Object.entries(translations ?? {}) as [
        TranslatedLanguage,
        Record<string, string>,
      ][]) {
        for (const path of Object.keys(texts)) {
          const field = path.split('.')[0];
          if (!english.has(path))
            errors.push({
              column: headerOf(`translations.${language}.${field}`),
              message: bulkMessages.translationWithoutEnglish,
            });
        }
      }
    }
    report.rows.push({ row, action: id ? 'update' : 'add', values, errors });
    if (errors.length || !parsed.success) report.withErrors++;
    else {
      writes.push({ id, input: parsed.output });
      if (id) report.updated++;
      else report.added++;
    }
  }
  return { report, writes };
}

/** Writes a plan whose rows are all clean, in the caller's transaction. */
async function writeImport(tx: Queries, entity: ImportEntity, plan: ImportPlan) {
  const spec = SPECS[entity];
  if (plan.report.withErrors) {
    const errors = plan.report.rows.flatMap((row) =>
      row.errors.map((error) => ({ path: `row ${row.row}: ${error.column}`, message: error.message })),
    );
    throw badRequest(bulkMessages.rowsHaveErrors(plan.report.withErrors), errors.slice(0, 100));
  }
  for (const { id, input } of plan.writes) {
    const record = await spec.write(tx, id, input);
    if (record)
      await saveRecordTranslations(tx, spec.kind, record, (input as { translations?: TranslationsInput }).translations);
  }
  return { added: plan.report.added, updated: plan.report.updated };
}

/**
 * An import's commit: checked again and written in one transaction,
 * every row or none, as one activity entry named by the file.
 */
export function importRows(
  { db, activity }: AppContext,
  admin: SignedIn,
  entity: ImportEntity,
  fileName: string,
  text: string,
) {
  return db.write(async (tx) => {
    const plan = await planImport(tx, entity, text);
    if (plan.report.updated) requireMay(admin.account, `${entity}.update`);
    const done = await writeImport(tx, entity, plan);
    await activity.record(tx, admin, {
      action: 'import',
      entity,
      entityId: null,
      name: `${fileName}: ${done.added} added, ${done.updated} updated`,
      changes: [],
    });
    return done;
  });
}
