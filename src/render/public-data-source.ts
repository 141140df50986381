// The public data a page is rendered from (web/render.tsx reads it): the
// cached lists the API sends visitors, never a query of its own.
import * as v from 'valibot';
import type { AppContext } from '../context';
import type { Entry } from '../modules/response-cache';
import { HttpError } from '../http/errors';
import { idParam } from '../http/fields';
import { kindOf } from '../modules/entities';
import type { EntityKind } from '../modules/entity';
import { readHostel } from '../modules/hostels/reads';
import { readArchivedNotifications, readLatestNotifications } from '../modules/notifications/reads';
import { readArchivedEvents, readUpcomingEvents } from '../modules/events/reads';
import { notificationKind } from '../modules/notifications/entity';
import { eventKind } from '../modules/events/entity';
import { readMessMenus } from '../modules/messes/reads';
import { readSearch } from '../modules/search';
import { issueFeedbackForm } from '../modules/feedback/reads';
import { issueSubscribeForm, readSubscription } from '../modules/subscriptions/reads';
import { readDocumentPages, readPage, readVisitorPages, visitorSummaries } from '../modules/pages/reads';
import { contentStartedAt } from '../demo/seed';
import type { PublicData } from './public-data';
import type { Page } from '../modules/pages/model';
import { translatedLanguageOf, type Language } from '../languages';
import { inLanguage } from '../modules/translations/reads';
import { hostelKind } from '../modules/hostels/entity';
import { menuTranslations } from '../modules/messes/entity';
import { pageTranslations } from '../modules/pages/entity';

/**
 * The public data for one render in `language` (each text in it where its
 * translation is current), and the time its first list goes stale (a notice
 * expiring, a scheduled one falling due).
 */
export function publicData(ctx: AppContext, language: Language) {
  const translated = translatedLanguageOf(language);
  let validUntil = Infinity;
  async function value<T>(entry: Entry<T> | Promise<Entry<T>>): Promise<T> {
    const read = await entry;
    validUntil = Math.min(validUntil, read.validUntil);
    return read.value;
  }
  // An entity's public list, as PublicData names it after the entity (people, hostels, …).
  const list =
    <T>(kind: EntityKind<T>) =>
    () =>
      value(inLanguage(ctx, kind, kind.publicList(ctx), translated));
  const data: PublicData = {
    people: list(kindOf('people')),
    hostels: list(kindOf('hostels')),
    messes: list(kindOf('messes')),
    events: list(kindOf('events')),
    notifications: list(kindOf('notifications')),
    files: list(kindOf('files')),
    gallery: list(kindOf('gallery')),
    hostel: async (id: string) => {
      if (!v.is(idParam, { id })) return null;
      try {
        return await value(inLanguage(ctx, hostelKind, readHostel(ctx, id), translated));
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    latestNotifications: () => value(inLanguage(ctx, notificationKind, readLatestNotifications(ctx), translated)),
    upcomingEvents: () => value(inLanguage(ctx, eventKind, readUpcomingEvents(ctx), translated)),
    archivedNotifications: () => value(inLanguage(ctx, notificationKind, readArchivedNotifications(ctx), translated)),
    archivedEvents: () => value(inLanguage(ctx, eventKind, readArchivedEvents(ctx), translated)),
    messMenus: () => value(inLanguage(ctx, menuTranslations, readMessMenus(ctx), translated)),
    page: (slug: string) => value(inLanguage(ctx, pageTranslations, readPage(ctx, slug), translated)),
    // A document page is named by its title, in the page's language where it is translated.
    pages: async () =>
      visitorSummaries(
        await value<Page[]>(inLanguage(ctx, pageTranslations, readVisitorPages(ctx), translated)),
        translated !== null,
      ),
    documentPages: () => value(inLanguage(ctx, pageTranslations, readDocumentPages(ctx), translated)),
    search: (query: string) => value(readSearch(ctx, query, translated)),
    feedbackForm: async () => issueFeedbackForm(ctx),
    subscribeForm: async () => issueSubscribeForm(ctx),
    subscription: (token: string) => readSubscription(ctx, token),
    siteStarted: () =>
      value(ctx.responses.read('site started', async () => ({ value: await contentStartedAt(ctx.db) }))),
  };
  return { data, validUntil: () => validUntil };
}
