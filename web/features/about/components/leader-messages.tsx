import type { AboutContent } from '@contract/modules/pages/content/about';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { LeaderMessage } from './leader-message';

export function LeaderMessages({ messages, page }: { messages: AboutContent['messages']; page?: MaybeTranslated }) {
  return (
    <section className="section about-messages" aria-labelledby="about-messages-title">
      <div className="container">
        <h2 id="about-messages-title" className="visually-hidden" lang={langOf(page, 'messages.title')}>
          {messages.title}
        </h2>
        <LeaderMessage message={messages.director} lang={(path) => langOf(page, `messages.director.${path}`)} />
        <LeaderMessage
          message={messages.chiefWarden}
          lang={(path) => langOf(page, `messages.chiefWarden.${path}`)}
          reversed
        />
      </div>
    </section>
  );
}
