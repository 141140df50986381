// The console's forms take their limits and required marks from the schemas the
// server checks with (src/http/field-rules.ts): each add form's named controls
// are read in the browser and compared with the model's rules.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import type * as v from 'valibot';
import { fieldRules } from '../../src/http/field-rules';
import { EventInput } from '../../src/modules/events/model';
import { FileInput } from '../../src/modules/files/model';
import { GalleryItemInput } from '../../src/modules/gallery/model';
import { HostelInput } from '../../src/modules/hostels/model';
import { MessInput } from '../../src/modules/messes/model';
import { NotificationInput } from '../../src/modules/notifications/model';
import { PersonInput } from '../../src/modules/people/model';
import { openDialog, openPanel, panelPage, useSite } from './support';

setDefaultTimeout(60_000);

const site = useSite();

type Form = {
  schema: v.ObjectSchema<v.ObjectEntries, undefined>;
  panel: [button: string, heading: string];
  open: (page: Page) => Promise<Locator>;
  /** A control named otherwise than its field (the file form keeps SPEC.md's 'File Name *' label). */
  renamed?: Record<string, string>;
  /** Required by SPEC.md section 5 in the form though the server fills a default (or keeps the stored file). */
  requiredByForm?: string[];
};

const FORMS: Record<string, Form> = {
  notification: {
    schema: NotificationInput,
    panel: ['Notifications', 'Notification Management'],
    open: (page) => openDialog(page, '+ Add Notification', 'Add New Notification'),
    requiredByForm: ['priority'],
  },
  event: {
    schema: EventInput,
    panel: ['Events', 'Event Management'],
    open: (page) => openDialog(page, '+ Add Event', 'Add New Event'),
    requiredByForm: ['category'],
  },
  mess: {
    schema: MessInput,
    panel: ['Mess', 'Mess Management'],
    open: (page) => openDialog(page, '+ Add Mess', 'Add New Mess'),
  },
  picture: {
    schema: GalleryItemInput,
    panel: ['Gallery', 'Gallery'],
    open: (page) => openDialog(page, '+ Add Picture', 'Add Picture'),
  },
  file: {
    schema: FileInput,
    panel: ['Files', 'Files Management'],
    open: (page) => openDialog(page, '+ Add File', 'Add New File'),
    renamed: { fileName: 'file_name' },
    requiredByForm: ['file'],
  },
  hostel: {
    schema: HostelInput,
    panel: ['Hostels', 'Hostel Management'],
    open: (page) => openDialog(page, '+ Add Hostel', 'Add Hostel'),
    requiredByForm: ['gender', 'sharing'],
  },
  person: {
    schema: PersonInput,
    panel: ['People', 'People'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      return page.getByRole('region', { name: 'Add Person' });
    },
    requiredByForm: ['role'],
  },
};

/** Each named control of a form: its maxlength, whether one applies to it (typed text), and its required mark. */
const controlsOf = (form: Locator) =>
  form.locator('input[name], textarea[name], select[name]').evaluateAll((controls) =>
    controls.map((control) => ({
      name: control.getAttribute('name') ?? '',
      maxLength: control.getAttribute('maxlength'),
      typed:
        control instanceof HTMLTextAreaElement ||
        (control instanceof HTMLInputElement && ['text', 'email', 'url', 'tel', 'search'].includes(control.type)),
      required: control.getAttribute('aria-required') === 'true',
    })),
  );

describe("the console's forms follow the server's field rules", () => {
  for (const [name, form] of Object.entries(FORMS)) {
    test(`the ${name} form: each limit and required mark is the model's`, async () => {
      const page = await panelPage(site, (page) => openPanel(page, ...form.panel));
      const dialog = await form.open(page);
      await dialog.waitFor();
      const rules: Record<string, { required: boolean; maxLength?: number }> = fieldRules(form.schema);
      const controls = (await controlsOf(dialog)).filter(
        (control) => (form.renamed?.[control.name] ?? control.name) in rules,
      );
      expect(controls.length).toBeGreaterThan(1);
      for (const control of controls) {
        const field = form.renamed?.[control.name] ?? control.name;
        const rule = rules[field];
        const required = rule.required || !!form.requiredByForm?.includes(field);
        expect({ field, maxLength: control.maxLength, required: control.required }).toEqual({
          field,
          // A date, number or select control has no typed length to limit.
          maxLength: !control.typed ? control.maxLength : rule.maxLength === undefined ? null : String(rule.maxLength),
          required,
        });
      }
      await page.close();
    });
  }
});
