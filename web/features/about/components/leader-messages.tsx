import director from '../../../assets/pictures/director.webp';
import chiefWarden from '../../../assets/pictures/chief-warden.webp';
import { aboutTexts as t } from '../texts';
import { LeaderMessage } from './leader-message';

export function LeaderMessages() {
  return (
    <section className="section about-messages" aria-labelledby="about-messages-title">
      <div className="container">
        <h2 id="about-messages-title" className="visually-hidden">
          {t.messagesTitle}
        </h2>
        <LeaderMessage title={t.directorTitle} portrait={director} message={t.director} />
        <LeaderMessage title={t.chiefWardenTitle} portrait={chiefWarden} message={t.chiefWarden} reversed />
      </div>
    </section>
  );
}
