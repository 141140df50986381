// Fills a new data folder with the demo content by calling the API itself, as
// an admin would: the data passes the same validation and integrity rules,
// and the seed needs to know nothing of the tables.
import type { AppContext } from '../context';
import type { Queries } from '../db/database';
import { getSetting, setSetting } from '../db/settings';
import { findFirstAdmin, deleteSession } from '../auth/repo';
import { openSession, REFRESH_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../auth/sessions';
import { demoEvents, demoFiles, demoHostels, demoMesses, demoNotifications, demoPeople } from './content';
import { eventPictures, hostelPictures, personPictures } from './pictures';
import { makePdf } from './pdf';
import { demoHindi } from './content.hi';
import { textsWithin } from '../modules/translations/paths';

/** A record's Hindi (a demo record's fields, or a week's meals) as a write's translations: each text by its path. */
const inHindi = (fields: object | undefined) => (fields ? { hi: Object.fromEntries(textsWithin(fields)) } : undefined);

type Handler = { handle(request: Request): Promise<Response> };

const INITIALIZED = 'content_initialized';

/** When the site's content began: its first start, after the demo's records if it was started with --demo. */
export const contentStartedAt = (db: Queries) => getSetting(db, INITIALIZED);

/**
 * A site is filled with demo content at most once, on its first start with
 * --demo; one first started without it stays empty for good. Instances
 * starting at once on one database take turns: the first seeds, the others
 * find it done.
 */
export function seedDemoContentOnce(app: Handler, ctx: AppContext, demo: boolean) {
  return ctx.db.exclusive('demo content', async () => {
    if (await getSetting(ctx.db, INITIALIZED)) return;
    if (demo) await seedDemoContent(app, ctx);
    await setSetting(ctx.db, INITIALIZED, new Date().toISOString());
  });
}

async function pictureDataUrl(path: string) {
  return `data:image/webp;base64,${Buffer.from(await Bun.file(path).bytes()).toString('base64')}`;
}

export async function seedDemoContent(app: Handler, ctx: AppContext) {
  const admin = await findFirstAdmin(ctx.db);
  if (!admin) throw new Error('The demo content needs the admin account.');
  const session = await ctx.db.write((tx) => openSession(ctx, tx, admin.id, false));
  try {
    const refreshed = await app.handle(
      new Request('http://localhost/api/admin/refresh', {
        method: 'POST',
        headers: { cookie: `${REFRESH_COOKIE}=${session.token}; ${XSRF_COOKIE}=seed`, [XSRF_HEADER]: 'seed' },
      }),
    );
    const { accessToken } = (await refreshed.json()) as { accessToken: string };

    async function call<T = { _id: string }>(method: string, path: string, body: unknown): Promise<T> {
      const response = await app.handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify(body),
        }),
      );
      const { message, data } = (await response.json()) as { message: string; data: T };
      if (!response.ok) throw new Error(`Demo content: ${method} ${path} failed: ${message}`);
      return data;
    }

    // People, hostels, messes and events are listed by name or date, so each kind's records are added at once, as
    // several admins might: their pictures' disk syncs overlap. Notices and files are listed newest first: one by one.
    const personIds = new Map<string, string>();
    await Promise.all(
      demoPeople.map(async (person, i) => {
        const { key, hostels, ...fields } = person;
        const created = await call('POST', '/api/people', {
          ...fields,
          translations: inHindi({
            ...demoHindi.people[person.name],
            alt: `${demoHindi.people[person.name].name} का चित्र`,
          }),
          alt: `Portrait of ${person.name}`,
          image: await pictureDataUrl(personPictures[i % personPictures.length]),
          hostel: [],
        });
        personIds.set(key, created._id);
      }),
    );

    const hostelIds = new Map<string, string>();
    await Promise.all(
      demoHostels.map(async (hostel, i) => {
        const { key, warden, supervisor, ...fields } = hostel;
        const created = await call('POST', '/api/hostels', {
          ...fields,
          translations: inHindi(demoHindi.hostels[hostel.name]),
          warden: personIds.get(warden),
          supervisor: personIds.get(supervisor),
          image: await pictureDataUrl(hostelPictures[i % hostelPictures.length]),
        });
        hostelIds.set(key, created._id);
      }),
    );

    await Promise.all(
      demoPeople
        .filter((person) => person.hostels.length)
        .map(({ key, hostels, ...fields }) =>
          call('POST', '/api/people', {
            ...fields,
            _id: personIds.get(key),
            alt: `Portrait of ${fields.name}`,
            hostel: hostels.map((hostelKey) => hostelIds.get(hostelKey)),
          }),
        ),
    );

    await Promise.all(
      demoMesses.map(async ({ menu, ...mess }) => {
        const created = await call('POST', '/api/mess', {
          ...mess,
          hostel: hostelIds.get(mess.hostel),
          translations: inHindi(demoHindi.messes[mess.mess_name]),
        });
        await call('PUT', `/api/mess/${created._id}/menu`, {
          week: menu,
          translations: inHindi(demoHindi.menus[mess.mess_name]),
        });
      }),
    );

    await Promise.all(
      demoEvents().map(async (event, i) =>
        call('POST', '/api/events', {
          ...event,
          translations: inHindi(demoHindi.events[event.title]),
          image: await pictureDataUrl(eventPictures[i % eventPictures.length]),
        }),
      ),
    );

    for (const notification of demoNotifications()) {
      await call('POST', '/api/notifications', {
        ...notification,
        translations: inHindi(demoHindi.notifications[notification.title]),
      });
    }

    for (const file of demoFiles) {
      const pdf = Buffer.from(makePdf(file.file_name, file.lines)).toString('base64');
      const created = await call('POST', '/api/files', {
        file_name: file.file_name,
        description: file.description,
        for_student: file.for_student,
        translations: inHindi(demoHindi.files[file.file_name]),
        file: `data:application/pdf;name=${encodeURIComponent(file.original)};base64,${pdf}`,
      });
      if (file.subcommittees) await call('PUT', '/api/files/subcommittees', { fileId: created._id });
    }
  } finally {
    await deleteSession(ctx.db, session.sessionId);
  }
}
