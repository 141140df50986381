import { Elysia } from 'elysia';
import { MANIFEST } from '../../manifest';
import { DEFAULT_LANGUAGE, translatedLanguageOf } from '../../languages';
import { inLanguage } from '../translations/reads';
import { eventKind } from './entity';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { idParam, langQuery } from '../../http/fields';
import { notFound } from '../../http/errors';
import { siteOrigin } from '../../config';
import { CALENDAR_TYPE } from '../../feeds/icalendar';
import { NotModified, document, responds } from '../../http/contract';
import { contentWrites, listRoute, viewerListRoute } from '../entity-routes';
import { Event, EventInput, eventErrors, eventMessages } from './model';
import { calendarFileName, eventsCalendar } from './calendar';
import { eventService } from './service';
import { readArchivedEvents, readEvents, readUpcomingEvents } from './reads';

/**
 * Calendar responses kept at once (the feed and one-event files, each per
 * origin: without HOSTEL_PUBLIC_URL the request's Host header, which
 * visitors choose, names the site); the oldest goes first.
 */
const MAX_CALENDARS = 100;

/** `GET /api/events/{id}.ics`: the `{id}.ics` segment. */
const calendarFileParam = idParam.entries.id;

export function eventRoutes(ctx: AppContext) {
  const events = eventService(ctx);
  // Built from the public list (readEvents), so what visitors may
  // not see is never in a calendar, and stale when that list is.
  const calendars = ctx.responses.sibling(MAX_CALENDARS);
  const calendarOf = async (
    origin: string,
    lang: string | undefined,
    single?: (events: Event[]) => Event | undefined,
  ) => {
    const language = translatedLanguageOf(lang);
    const list = await inLanguage(ctx, eventKind, readEvents(ctx), language);
    const events = list.value;
    const shown = single ? [single(events)].filter((event) => event !== undefined) : events;
    return {
      text: eventsCalendar(shown, origin, { single: Boolean(single), language: language ?? DEFAULT_LANGUAGE }),
      type: CALENDAR_TYPE,
      validUntil: list.validUntil,
    };
  };

  const feed = new Elysia().get(
    '/api/events.ics',
    ({ request, set, query }) => {
      const origin = siteOrigin(ctx.config, request);
      return calendars.respond({ request, set }, `feed ${origin} ${query.lang}`, () => calendarOf(origin, query.lang));
    },
    {
      detail: responds(
        'The public events as a calendar to subscribe to',
        { 200: document('text/calendar', 'An iCalendar (RFC 5545) feed'), 304: NotModified },
        langQuery,
      ),
    },
  );

  const routes = new Elysia({ prefix: MANIFEST.events.path })
    .use(adminAuth(ctx))
    .use(
      viewerListRoute(ctx, {
        summary: 'The events: the published ones, or all of them for an admin',
        record: Event,
        read: readEvents,
        kind: eventKind,
      }),
    )
    .use(
      listRoute(ctx, {
        summary:
          "The home page's events: at most 3 published ones dated today at the institute or later, soonest first",
        record: Event,
        read: readUpcomingEvents,
        path: '/upcoming',
        kind: eventKind,
      }),
    )
    .use(
      listRoute(ctx, {
        summary:
          "The archive's events: published ones dated before today at the institute, unless kept out; latest first",
        record: Event,
        read: readArchivedEvents,
        path: '/archive',
        kind: eventKind,
      }),
    )
    .use(events.images.route)
    .get(
      '/:file',
      async ({ params, request, set, query }) => {
        const id = params.file.endsWith('.ics') ? params.file.slice(0, -'.ics'.length) : '';
        const event = (await readEvents(ctx)).value.find((candidate) => candidate._id === id);
        if (!event) throw notFound(eventErrors.notFound);
        const origin = siteOrigin(ctx.config, request);
        // Named after its English title: a file name in plain letters.
        set.headers['Content-Disposition'] = `attachment; filename="${calendarFileName(event)}"`;
        return calendars.respond({ request, set }, `event ${id} ${origin} ${query.lang}`, () =>
          calendarOf(origin, query.lang, (events) => events.find((candidate) => candidate._id === id)),
        );
      },
      {
        params: v.object({ file: calendarFileParam }),
        detail: responds(
          'One event as a calendar file, {id}.ics',
          { 200: document('text/calendar', 'An iCalendar (RFC 5545) event'), 304: NotModified },
          langQuery,
        ),
      },
    )
    .use(
      contentWrites(ctx, {
        entity: 'events',
        input: EventInput,
        record: Event,
        service: events,
        messages: eventMessages,
        summaries: { create: 'Add an event', update: 'Change an event', remove: 'Delete an event (to the trash)' },
      }),
    );

  return new Elysia().use(feed).use(routes);
}
