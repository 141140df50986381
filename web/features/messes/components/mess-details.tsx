import { parseMessMember } from '@contract/modules/messes/members';
import type { HostelDetailContent } from '@contract/modules/pages/content/hostel-detail';
import { FactList } from '../../../components/fact-list';
import { Spinner } from '../../../components/spinner';
import { langOf } from '../../../lib/content-language';
import { telHref } from '../../../lib/external-links';
import { useHostelMess, useMessMenus } from '../api';
import { messDetailsTexts as t } from '../details-texts';
import { MessMenuWeek } from './mess-menu-week';
import { MessTypeBadge } from './mess-type-badge';
import '../messes.css';

type Timings = HostelDetailContent['messTimings'];

/** Meal times by days of the week, as every hostel's page shows them. */
export function MessTimings({ content }: { content: Timings }) {
  return (
    <section className="mess-block" aria-labelledby="mess-timings">
      <h2 id="mess-timings" className="hostel-subheading">
        {content.title}
      </h2>
      <div className="mess-timings">
        {content.schedules.map((schedule, index) => (
          <table key={index} className="mess-timing-table">
            <caption>{schedule.title}</caption>
            <tbody>
              {schedule.meals.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  <th scope="row">{row.meal}</th>
                  <td>{row.time}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

/**
 * The mess whose hostel is this hostel, with its menu of the week
 * (or a note where it has none), its members and the timings.
 */
export function MessDetails({ hostelId, timings }: { hostelId: string; timings: Timings }) {
  const { mess, isLoading } = useHostelMess(hostelId);
  const { menus, isLoading: menusLoading } = useMessMenus();
  if (isLoading || menusLoading) return <Spinner label={t.loadingMess} />;
  if (!mess) return <p className="empty-state">{t.noMess}</p>;

  const members = mess.nominated_mess_members.map(parseMessMember);
  const menu = menus.get(mess._id);
  return (
    <div className="mess-details">
      <FactList
        facts={[
          { label: t.messName, value: mess.mess_name, lang: langOf(mess, 'mess_name') },
          { label: t.caterer, value: mess.caterers_name, lang: langOf(mess, 'caterers_name') },
          { label: t.messType, value: <MessTypeBadge type={mess.type} /> },
          { label: t.capacity, value: t.capacityValue(mess.capacity) },
          { label: t.nightCanteen, value: mess.night_canteen, lang: langOf(mess, 'night_canteen') },
        ]}
      />

      <section className="mess-block" aria-labelledby="mess-menu">
        <h2 id="mess-menu" className="hostel-subheading">
          {t.menuTitle}
        </h2>
        {menu ? <MessMenuWeek menu={menu} messName={mess.mess_name} /> : <p className="hostel-note">{t.menuNote}</p>}
      </section>

      <section className="mess-block" aria-labelledby="mess-members">
        <h2 id="mess-members" className="hostel-subheading">
          {t.membersTitle}
        </h2>
        {members.length === 0 ? (
          <p className="hostel-muted">{t.noMembers}</p>
        ) : (
          <ul className="bare-list mess-members">
            {members.map((member, index) => {
              // Only the stored words are in English when the member is; the labels are the page's.
              const lang = langOf(mess, `nominated_mess_members.${index}`);
              return (
                <li key={index} className="mess-member">
                  <strong lang={lang}>{member.name}</strong>
                  {member.role && (
                    <span className="badge badge-blue" lang={lang}>
                      {member.role}
                    </span>
                  )}
                  {member.contact && (
                    <span>
                      {t.contact}: <a href={telHref(member.contact)}>{member.contact}</a>
                    </span>
                  )}
                  {member.email && (
                    <span>
                      {t.email}: <a href={`mailto:${member.email}`}>{member.email}</a>
                    </span>
                  )}
                  {member.year && (
                    <span>
                      {t.year}: {t.years[member.year] ?? <span lang={lang}>{member.year}</span>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <MessTimings content={timings} />
    </div>
  );
}
