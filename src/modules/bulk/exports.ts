import type { Queries } from '../../db/database';
import type { CsvCell } from '../../http/csv';
import type { ExportEntity } from './model';
import { eventColumns, fileColumns, hostelColumns, messColumns, notificationColumns, peopleColumns, type Column } from './columns';
import { listAllEvents } from '../events/repo';
import { listFiles } from '../files/repo';
import { listHostels } from '../hostels/repo';
import { listMesses } from '../messes/repo';
import { listAllNotifications } from '../notifications/repo';
import { listPeople } from '../people/repo';

const table =
  <T>(columns: Column<T>[], read: (db: Queries) => Promise<T[]>) =>
  async (db: Queries): Promise<CsvCell[][]> => [
    columns.map((column) => column.header),
    ...(await read(db)).map((record) => columns.map((column) => column.value(record))),
  ];

/** Each export's rows, heading row first: everything the console sees, hidden and staff-only items too. */
export const exportRows: Record<ExportEntity, (db: Queries) => Promise<CsvCell[][]>> = {
  people: table(peopleColumns, listPeople),
  hostels: table(hostelColumns, listHostels),
  mess: table(messColumns, listMesses),
  events: table(eventColumns, listAllEvents),
  notifications: table(notificationColumns, listAllNotifications),
  files: table(fileColumns, (db) => listFiles(db, true)),
};
