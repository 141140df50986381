import { Link } from 'wouter';
import { langOf } from '../../../lib/content-language';
import { formatEventDate } from '../../../lib/public-format';
import { paths } from '../../../lib/paths';
import type { ArchivedItem } from '../items';
import { archiveTexts as t } from '../texts';

/** One notice or event in a list of the archive: what it is, its title linking to its page, and its day. */
export function ArchivedItemRow({ item }: { item: ArchivedItem }) {
  const href = item.kind === 'notice' ? paths.archivedNotice(item.record._id) : paths.archivedEvent(item.record._id);
  return (
    <li className="archive-item">
      <span className={`badge ${item.kind === 'notice' ? 'badge-blue' : 'badge-green'}`}>
        {item.kind === 'notice' ? t.notice : t.event}
      </span>
      <Link href={href} className="archive-item-title" lang={langOf(item.record, 'title')}>
        {item.record.title}
      </Link>
      <time dateTime={item.day}>
        {item.kind === 'notice' ? t.expiredOn(formatEventDate(item.day)) : t.heldOn(formatEventDate(item.day))}
      </time>
    </li>
  );
}
