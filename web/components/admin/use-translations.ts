// The console's side of content translations: an entity's Hindi texts as the
// server keeps them, and a form's Hindi fields as typed, ready to send beside
// the English.
import { useState } from 'react';
import useSWR from 'swr';
import type { RecordTranslations, TranslatedText, TranslationsInput } from '@contract/modules/translations/model';
import type { EntityName } from '@contract/manifest';
import { adminApiPaths } from '../../lib/admin-api-paths';

/** The kinds of records whose texts are translated; a page is known by its slug, a menu by its mess's id. */
export type TranslatedEntity = EntityName | 'pages' | 'menus';

/** GET /api/admin/translations/{entity}: the kind's translatable fields, and each record's translations by its id. */
type EntityTranslations = { fields: string[]; records: Record<string, RecordTranslations> };

/** What a write sends beside the English: the Hindi texts changed, by path. */
export type TranslationsPayload = { translations?: TranslationsInput };

/** The entity's translations; undefined until read (a failed read is logged and leaves it so). */
export function useEntityTranslations(entity: TranslatedEntity) {
  return useSWR<EntityTranslations>(adminApiPaths.adminTranslations(entity), {
    shouldRetryOnError: false,
    onError: (failure: unknown) => console.error(`Fetching the ${entity} translations failed`, failure),
  }).data;
}

/**
 * Whether a record has an English text with no Hindi or an out-of-date one; undefined until the translations are read.
 */
export function useNeedsTranslation(entity: TranslatedEntity): ((id: string) => boolean) | undefined {
  const translations = useEntityTranslations(entity);
  return translations && ((id) => (translations.records[id]?.needsTranslation.hi?.length ?? 0) > 0);
}

/**
 * One record's Hindi texts in a form: each path's saved translation, what is
 * typed over it, and the `translations` to send — the paths typed and
 * changed, and those confirmed as still right for the English as it now is.
 * `id` is null while adding.
 */
export function useTranslationDraft(entity: TranslatedEntity, id: string | null) {
  const translations = useEntityTranslations(entity);
  const saved: Record<string, TranslatedText> = (id && translations?.records[id]?.translations.hi) || {};
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<Set<string>>(() => new Set());

  const changed = Object.entries(typed).flatMap(([path, text]): [string, string][] =>
    text.trim() !== (saved[path]?.text ?? '') ? [[path, text.trim()]] : [],
  );
  const stillRight = [...confirmed]
    .filter((path) => saved[path])
    .map((path): [string, string] => [path, saved[path].text]);
  const sent = new Map([...stillRight, ...changed]);

  return {
    saved,
    text: (path: string) => typed[path] ?? saved[path]?.text ?? '',
    type: (path: string, text: string) => setTyped((current) => ({ ...current, [path]: text })),
    /** The saved Hindi still says what the English now says: sent again, so it is made from the current English. */
    confirm: (path: string) => setConfirmed((current) => new Set(current).add(path)),
    /** Forgets what was typed and confirmed. */
    reset: () => {
      setTyped({});
      setConfirmed(new Set());
    },
    /** Whether the path's Hindi is sent: typed anew, or confirmed. */
    isSent: (path: string) => sent.has(path),
    /** Whether anything would be sent: the draft has changes not yet saved. */
    dirty: sent.size > 0,
    payload: (sent.size ? { translations: { hi: Object.fromEntries(sent) } } : {}) satisfies TranslationsPayload,
  };
}

export type TranslationDraft = ReturnType<typeof useTranslationDraft>;
