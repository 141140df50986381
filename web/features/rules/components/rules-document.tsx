import type { ReactNode } from 'react';
import type { RulesContent } from '@contract/modules/pages/content/rules';
import { RichParagraph, RichText } from '../../../components/rich-text';
import { ruleSections, type RuleSectionId } from '../rules';
import '../rules.css';

function RuleSection({ id, title, children }: { id: RuleSectionId; title: string; children: ReactNode }) {
  const { numeral } = ruleSections.find((s) => s.id === id)!;
  return (
    <section id={id} className="rules-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {numeral && <span className="rules-numeral">{numeral}.</span>} {title}
      </h2>
      {children}
    </section>
  );
}

const titleOf = (content: RulesContent, id: RuleSectionId) =>
  ({ accommodation: content.accommodation, 'mess-rules': content.mess, 'medical-facility': content.medical, 'general-rules': content.general, ragging: content.ragging })[id].title;

function TableOfContents({ content }: { content: RulesContent }) {
  return (
    <nav className="rules-toc card" aria-label="Contents">
      <h2>Contents</h2>
      <ol>
        {ruleSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              {section.numeral && <span className="rules-numeral">{section.numeral}.</span>} {titleOf(content, section.id)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const Rules = ({ rules }: { rules: string[] }) => (
  <ol className="rules-list">
    {rules.map((rule, i) => (
      <li key={i}>
        <RichText text={rule} />
      </li>
    ))}
  </ol>
);

const Paragraphs = ({ paragraphs }: { paragraphs: string[] }) =>
  paragraphs.map((paragraph, i) => <RichParagraph key={i} text={paragraph} />);

export function RulesDocument({ content }: { content: RulesContent }) {
  const { accommodation, mess, medical, general, ragging } = content;
  return (
    <div className="rules-layout">
      <TableOfContents content={content} />
      <article className="rules-document">
        <RuleSection id="accommodation" title={accommodation.title}>
          <Rules rules={accommodation.rules} />
        </RuleSection>

        <RuleSection id="mess-rules" title={mess.title}>
          <Rules rules={mess.rules} />
          <div className="rules-table-wrap">
            <table className="rules-table">
              <caption>{mess.timings.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Meal</th>
                  <th scope="col">Weekdays</th>
                  <th scope="col">Weekends and holidays</th>
                </tr>
              </thead>
              <tbody>
                {mess.timings.meals.map((row, i) => (
                  <tr key={i}>
                    <th scope="row">{row.meal}</th>
                    <td>{row.weekdays}</td>
                    <td>{row.weekends}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </RuleSection>

        <RuleSection id="medical-facility" title={medical.title}>
          <Paragraphs paragraphs={medical.paragraphs} />
          <h3>{medical.hospitalsHeading}</h3>
          <ul className="rules-hospitals">
            {medical.hospitals.map((hospital, i) => (
              <li key={i}>
                <strong>{hospital.name}</strong>, {hospital.place}
                <span>{hospital.note}</span>
              </li>
            ))}
          </ul>
          <Paragraphs paragraphs={medical.closing} />
        </RuleSection>

        <RuleSection id="general-rules" title={general.title}>
          <Rules rules={general.rules} />
        </RuleSection>

        <RuleSection id="ragging" title={ragging.title}>
          <div className="rules-ragging">
            <Paragraphs paragraphs={ragging.paragraphs} />
          </div>
        </RuleSection>
      </article>
    </div>
  );
}
