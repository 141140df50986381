import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichParagraph } from '../../../components/rich-text';
import { pictureAttributes } from '../../../lib/built-in-pictures';

type LeaderMessageProps = { message: AboutContent['messages']['director']; reversed?: boolean };

/** A message with its author's portrait, text and signature block. */
export function LeaderMessage({ message, reversed }: LeaderMessageProps) {
  return (
    <article className={`card about-message${reversed ? ' is-reversed' : ''}`}>
      <img {...pictureAttributes(message.portrait, 280)} alt={message.portraitAlt} className="about-portrait" loading="lazy" width={280} height={336} />
      <div className="about-message-body">
        <h3>{message.title}</h3>
        {message.paragraphs.map((paragraph, index) => (
          <RichParagraph key={index} text={paragraph} />
        ))}
        <footer className="about-signature">
          <strong>{message.name}</strong>
          <span>{message.role}</span>
        </footer>
      </div>
    </article>
  );
}
