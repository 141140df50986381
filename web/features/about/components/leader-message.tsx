type LeaderMessageProps = {
  title: string;
  portrait: string;
  message: { portraitAlt: string; paragraphs: string[]; name: string; role: string };
  reversed?: boolean;
};

/** A message with its author's portrait, text and signature block. */
export function LeaderMessage({ title, portrait, message, reversed }: LeaderMessageProps) {
  return (
    <article className={`card about-message${reversed ? ' is-reversed' : ''}`}>
      <img src={portrait} alt={message.portraitAlt} className="about-portrait" loading="lazy" width={280} height={336} />
      <div className="about-message-body">
        <h3>{title}</h3>
        {message.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <footer className="about-signature">
          <strong>{message.name}</strong>
          <span>{message.role}</span>
        </footer>
      </div>
    </article>
  );
}
