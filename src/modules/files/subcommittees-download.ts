// The People page's form sent without JavaScript with 'Hostel Subcommittees'
// chosen: the file, as the option promises (the page itself while none is chosen).
import type { AppContext } from '../../context';
import type { PageRenderer } from '../../http/web-assets';
import { LANGUAGES, pathIn } from '../../languages';
import { findSubcommitteesFileId } from './repo';
import { SUBCOMMITTEES_CHOICE } from './texts';

const PEOPLE_PAGES = new Set(LANGUAGES.map(({ code }) => pathIn(code, '/people')));

/** `pages`, with the People page's subcommittees choice sent on to the file's download. */
export function withSubcommitteesDownload(ctx: AppContext, pages: PageRenderer): PageRenderer {
  return (path, context) => {
    if (!PEOPLE_PAGES.has(path) || new URL(context.request.url).searchParams.get('role') !== SUBCOMMITTEES_CHOICE)
      return pages(path, context);
    return findSubcommitteesFileId(ctx.db).then((fileId) => {
      if (!fileId) return pages(path, context);
      context.set.status = 303;
      context.set.headers.Location = `/api/files/download/${encodeURIComponent(fileId)}`;
      return '';
    });
  };
}
