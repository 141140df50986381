import type { ReactNode } from 'react';
import type { RulesContent } from '@contract/modules/pages/content/rules';
import { RichText } from '../../../components/rich-text';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { ruleSections, type RuleSectionId } from '../rules';
import { rulesTexts } from '../texts';
import '../rules.css';

/** The content's key of each section. */
const contentKeys = {
  accommodation: 'accommodation',
  'mess-rules': 'mess',
  'medical-facility': 'medical',
  'general-rules': 'general',
  ragging: 'ragging',
} as const;

/** A section's numeral and title (the office's words, which the element shows in English when `lang` says so). */
function SectionTitle({ id, content }: { id: RuleSectionId; content: RulesContent }) {
  const { numeral } = ruleSections.find((s) => s.id === id)!;
  return (
    <>
      {numeral && <span className="rules-numeral">{numeral}.</span>} {content[contentKeys[id]].title}
    </>
  );
}

const titleLang = (page: MaybeTranslated | undefined, id: RuleSectionId) => langOf(page, `${contentKeys[id]}.title`);

type SectionProps = { id: RuleSectionId; content: RulesContent; page?: MaybeTranslated; children: ReactNode };

function RuleSection({ id, content, page, children }: SectionProps) {
  return (
    <section id={id} className="rules-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} lang={titleLang(page, id)}>
        <SectionTitle id={id} content={content} />
      </h2>
      {children}
    </section>
  );
}

function TableOfContents({ content, page }: { content: RulesContent; page?: MaybeTranslated }) {
  return (
    <nav className="rules-toc card" aria-label={rulesTexts.contents}>
      <h2>{rulesTexts.contents}</h2>
      <ol>
        {ruleSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} lang={titleLang(page, section.id)}>
              <SectionTitle id={section.id} content={content} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

type Lang = (path: string) => 'en' | undefined;

/** The list at `path` ('mess.rules'). */
const Rules = ({ rules, path, lang }: { rules: string[]; path: string; lang: Lang }) => (
  <ol className="rules-list">
    {rules.map((rule, i) => (
      <li key={i} lang={lang(`${path}.${i}`)}>
        <RichText text={rule} />
      </li>
    ))}
  </ol>
);

/** The paragraphs at `path` ('medical.closing'). */
const Paragraphs = ({ paragraphs, path, lang }: { paragraphs: string[]; path: string; lang: Lang }) =>
  paragraphs.map((paragraph, i) => (
    <p key={i} lang={lang(`${path}.${i}`)}>
      <RichText text={paragraph} />
    </p>
  ));

/** The rules; `page` (absent in the console's preview) names the content's fields shown in English. */
export function RulesDocument({ content, page }: { content: RulesContent; page?: MaybeTranslated }) {
  const { accommodation, mess, medical, general, ragging } = content;
  const lang = (path: string) => langOf(page, path);
  return (
    <div className="rules-layout">
      <TableOfContents content={content} page={page} />
      <article className="rules-document">
        <RuleSection id="accommodation" content={content} page={page}>
          <Rules rules={accommodation.rules} path="accommodation.rules" lang={lang} />
        </RuleSection>

        <RuleSection id="mess-rules" content={content} page={page}>
          <Rules rules={mess.rules} path="mess.rules" lang={lang} />
          <div className="rules-table-wrap">
            <table className="rules-table">
              <caption lang={lang('mess.timings.caption')}>{mess.timings.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{rulesTexts.meal}</th>
                  <th scope="col">{rulesTexts.weekdays}</th>
                  <th scope="col">{rulesTexts.weekends}</th>
                </tr>
              </thead>
              <tbody>
                {mess.timings.meals.map((row, i) => (
                  <tr key={i}>
                    <th scope="row" lang={lang(`mess.timings.meals.${i}.meal`)}>
                      {row.meal}
                    </th>
                    <td lang={lang(`mess.timings.meals.${i}.weekdays`)}>{row.weekdays}</td>
                    <td lang={lang(`mess.timings.meals.${i}.weekends`)}>{row.weekends}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </RuleSection>

        <RuleSection id="medical-facility" content={content} page={page}>
          <Paragraphs paragraphs={medical.paragraphs} path="medical.paragraphs" lang={lang} />
          <h3 lang={lang('medical.hospitalsHeading')}>{medical.hospitalsHeading}</h3>
          <ul className="rules-hospitals">
            {medical.hospitals.map((hospital, i) => (
              <li key={i}>
                <strong lang={lang(`medical.hospitals.${i}.name`)}>{hospital.name}</strong>, {hospital.place}
                <span lang={lang(`medical.hospitals.${i}.note`)}>{hospital.note}</span>
              </li>
            ))}
          </ul>
          <Paragraphs paragraphs={medical.closing} path="medical.closing" lang={lang} />
        </RuleSection>

        <RuleSection id="general-rules" content={content} page={page}>
          <Rules rules={general.rules} path="general.rules" lang={lang} />
        </RuleSection>

        <RuleSection id="ragging" content={content} page={page}>
          <div className="rules-ragging">
            <Paragraphs paragraphs={ragging.paragraphs} path="ragging.paragraphs" lang={lang} />
          </div>
        </RuleSection>
      </article>
    </div>
  );
}
