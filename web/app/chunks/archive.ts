// The archive's pages' chunk: its years, a year, a notice and an event share it and its texts.
// Importing the app keeps the frame in one chunk (see lazy-page.tsx).
import '../app';

export {
  ArchivePage as default,
  ArchiveYearPage,
  ArchivedNoticePage,
  ArchivedEventPage,
} from '../../features/archive/components/archive-pages';
