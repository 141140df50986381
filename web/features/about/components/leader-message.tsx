import type { AboutContent } from '@contract/modules/pages/content/about';
import { RichText } from '../../../components/rich-text';
import { pictureAttributes } from '../../../lib/built-in-pictures';

type LeaderMessageProps = {
  message: AboutContent['messages']['director'];
  /** `lang` for the element showing the message's field at `path` ('paragraphs.0'). */
  lang: (path: string) => 'en' | undefined;
  reversed?: boolean;
};

/** A message with its author's portrait, text and signature block. */
export function LeaderMessage({ message, lang, reversed }: LeaderMessageProps) {
  return (
    <article className={`card about-message${reversed ? ' is-reversed' : ''}`}>
      <img
        {...pictureAttributes(message.portrait, 280)}
        alt={message.portraitAlt}
        lang={lang('portraitAlt')}
        className="about-portrait"
        loading="lazy"
        width={280}
        height={336}
      />
      <div className="about-message-body">
        <h3 lang={lang('title')}>{message.title}</h3>
        {message.paragraphs.map((paragraph, index) => (
          <p key={index} lang={lang(`paragraphs.${index}`)}>
            <RichText text={paragraph} />
          </p>
        ))}
        <footer className="about-signature">
          <strong lang={lang('name')}>{message.name}</strong>
          <span lang={lang('role')}>{message.role}</span>
        </footer>
      </div>
    </article>
  );
}
