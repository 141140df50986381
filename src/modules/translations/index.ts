import { Elysia } from 'elysia';
import * as v from 'valibot';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { Message, responds } from '../../http/contract';
import { EntityTranslations, translationErrors } from './model';
import { translatedKind } from './kinds';
import { consoleTranslationsOf } from './reads';
import { recordIdOf, textsOf } from './store';

/** The console's read of a kind's translations, for its side-by-side forms and its count of what needs translating. */
export function translationRoutes(ctx: AppContext) {
  return new Elysia({ prefix: '/api/admin/translations' }).use(adminAuth(ctx)).get(
    '/:entity',
    async ({ params }) => {
      const kind = translatedKind(params.entity);
      if (!kind) throw notFound(translationErrors.unknownEntity);
      const records = (await kind.list(ctx.db)).map((record) => ({
        id: recordIdOf(kind, record),
        english: textsOf(kind, record),
      }));
      return { fields: [...kind.translatable], records: await consoleTranslationsOf(ctx.db, kind.entity, records) };
    },
    {
      admin: true,
      params: v.object({ entity: v.pipe(v.string(), v.maxLength(40)) }),
      detail: responds(
        "A kind's translatable fields and each record's translations, each with the English it was made from",
        { 200: EntityTranslations, 404: Message },
      ),
    },
  );
}
