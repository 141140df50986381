import { joinList, recordColumns } from '../columns';
import type { EntityKind } from '../entity';
import { line } from '../search/snippet';
import { PersonInput, type Person } from './model';
import { readPeople } from './reads';
import { findPerson, findPersonImage, listPeople } from './repo';
import { roleLabelIn } from './role-labels';
import { personTrash } from './trash';

export const peopleColumns = recordColumns<Person>([
  { header: 'Name', value: (p) => p.name, field: 'name' },
  { header: 'Designation', value: (p) => p.designation, field: 'designation' },
  { header: 'Role', value: (p) => p.role, field: 'role' },
  { header: 'Department', value: (p) => p.department, field: 'department' },
  { header: 'Phone', value: (p) => p.phone, field: 'phone' },
  { header: 'Email', value: (p) => p.email, field: 'email' },
  { header: 'Contact', value: (p) => p.contact, field: 'contact' },
  { header: 'Hostels', value: (p) => joinList(p.hostel.map((h) => h.name)), field: 'hostel' },
  { header: 'Alt text', value: (p) => p.alt, field: 'alt' },
]);

const id = encodeURIComponent;
/** The People page opens the card of `?person=` among its role's, and `#person-…` is where the card is. */
const personPage = (person: Person) =>
  `/people?role=${id(person.role)}&person=${id(person._id)}#person-${id(person._id)}`;

export const personKind = {
  entity: 'people',
  nameField: 'name',
  find: findPerson,
  picture: findPersonImage,
  trash: personTrash,
  publicList: readPeople,
  // A person is found by their role too ('warden' finds the
  // wardens), as the People page names it in the language searched.
  searchDocuments: (people, language) =>
    people.map((person) => {
      const hostels = person.hostel.map((hostel) => hostel.name);
      const role = roleLabelIn(language, person.role);
      return {
        result: {
          _id: person._id,
          title: person.name,
          snippet: line(role, person.designation, person.department, hostels.join(', ')),
          url: personPage(person),
        },
        fields: [role, person.designation, person.department, ...hostels],
      };
    }),
  csv: { columns: peopleColumns, list: listPeople },
  translatable: ['name', 'designation', 'department', 'alt'],
  schema: PersonInput,
  embeds: { hostel: { entity: 'hostels', translatable: ['name'] } },
} satisfies EntityKind<Person>;
