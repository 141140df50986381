import type { Queries } from '../../db/database';
import type { RecordKind } from '../entity';
import { findPage, titleOf } from './reads';
import { schemaOf } from './catalogue';
import type { Page } from './model';
import type { Translatable } from '../translations/store';

/** A page as the activity log compares it: its title and each top-level part of its content. */
type PageRecord = { _id: string; title: string } & Record<string, unknown>;

export const pageKind: RecordKind<PageRecord> = {
  entity: 'pages',
  nameField: 'title',
  async find(db: Queries, slug: string) {
    const page = await findPage(db, slug);
    return page && { _id: slug, title: page.title, ...(page.content as object) };
  },
};

/** A page is translated as one text, its content: paths start inside it ('sections.0.body'). */
export const pageTranslations: Translatable = {
  entity: 'pages',
  translatable: ['content'],
  within: 'content',
  idField: 'slug',
  derived: (page) => ({ ...page, title: titleOf((page as Page).slug, (page as Page).content) }),
  schema: (page) => schemaOf((page as Page).slug),
};
