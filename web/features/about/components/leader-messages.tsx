import type { AboutContent } from '@contract/modules/pages/content/about';
import { LeaderMessage } from './leader-message';

export function LeaderMessages({ messages }: { messages: AboutContent['messages'] }) {
  return (
    <section className="section about-messages" aria-labelledby="about-messages-title">
      <div className="container">
        <h2 id="about-messages-title" className="visually-hidden">
          {messages.title}
        </h2>
        <LeaderMessage message={messages.director} />
        <LeaderMessage message={messages.chiefWarden} reversed />
      </div>
    </section>
  );
}
