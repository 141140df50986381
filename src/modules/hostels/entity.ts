import { joinList, recordColumns } from '../columns';
import type { EntityKind } from '../entity';
import { hostelPage, line } from '../search/snippet';
import { HostelInput, type Hostel } from './model';
import { readHostels } from './reads';
import { findHostel, findHostelImage, listHostels } from './repo';
import { hostelTrash } from './trash';
import { personKind } from '../people/entity';

export const hostelColumns = recordColumns<Hostel>([
  { header: 'Name', value: (h) => h.name, field: 'name' },
  { header: 'Rooms', value: (h) => h.rooms, field: 'rooms' },
  { header: 'Gender', value: (h) => h.gender, field: 'gender' },
  { header: 'Sharing', value: (h) => h.sharing, field: 'sharing' },
  { header: 'Year', value: (h) => h.year, field: 'year' },
  { header: 'Warden', value: (h) => h.warden?.name, field: 'warden' },
  { header: 'Warden ID', value: (h) => h.warden?._id, field: 'wardenId' },
  { header: 'Supervisor', value: (h) => h.supervisor?.name, field: 'supervisor' },
  { header: 'Supervisor ID', value: (h) => h.supervisor?._id, field: 'supervisorId' },
  { header: 'Mess', value: (h) => h.mess, field: 'mess' },
  { header: 'Contact', value: (h) => h.contact, field: 'contact' },
  { header: 'Other facilities', value: (h) => joinList(h.other_facilities), field: 'other_facilities' },
  { header: 'Photo sphere', value: (h) => h.photoSphere, field: 'photoSphere' },
]);

export const hostelKind = {
  entity: 'hostels',
  nameField: 'name',
  find: findHostel,
  picture: findHostelImage,
  trash: hostelTrash,
  publicList: readHostels,
  searchDocuments: (hostels) =>
    hostels.map((hostel) => ({
      result: {
        _id: hostel._id,
        title: hostel.name,
        snippet: line(hostel.warden?.name, hostel.mess),
        url: hostelPage(hostel._id),
      },
      fields: [hostel.mess, hostel.warden?.name ?? '', hostel.supervisor?.name ?? '', ...hostel.other_facilities],
    })),
  csv: { columns: hostelColumns, list: listHostels },
  translatable: ['name', 'mess', 'other_facilities'],
  schema: HostelInput,
  embeds: { warden: personKind, supervisor: personKind },
} satisfies EntityKind<Hostel>;
