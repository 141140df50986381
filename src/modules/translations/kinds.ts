// Every kind of record the office translates, with how the console lists its
// records: the content entities (entities.ts), the pages and the weekly menus.
import type { Queries } from '../../db/database';
import { ENTITIES } from '../entities';
import { pageTranslations } from '../pages/entity';
import { listAllPages } from '../pages/reads';
import { menuTranslations } from '../messes/entity';
import { listMenus } from '../messes/repo';
import type { Translatable } from './store';

export type TranslatedKind = Translatable & { list(db: Queries): Promise<object[]> };

export const TRANSLATED_KINDS: TranslatedKind[] = [
  ...ENTITIES.map((kind) => ({ entity: kind.entity, translatable: kind.translatable, list: kind.csv.list })),
  { ...pageTranslations, list: listAllPages },
  { ...menuTranslations, list: listMenus },
];

export const translatedKind = (entity: string) => TRANSLATED_KINDS.find((kind) => kind.entity === entity);
