import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Language } from '@contract/languages';
import { otherLanguages, rememberLanguage, rememberedLanguage, sameAddressIn } from '../../lib/language';
import { activeLanguage } from '../../lib/texts';
import { languageTexts as t } from './language-texts';
import './language-link.css';

/** The page shown, in `language`: a plain link on purpose, since the other language's texts come with its page. */
function SameAddressIn({
  language,
  className,
  children,
  ...props
}: {
  language: Language;
  className?: string;
  children: React.ReactNode;
} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const [path] = useLocation();
  const search = useSearch();
  const href = sameAddressIn(language, path, search);
  // The #fragment (a hostel's #mess) changes without the router knowing: it is added as the link is followed.
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    rememberLanguage(language);
    event.currentTarget.href = href + window.location.hash;
  };
  return (
    <a className={className} href={href} hrefLang={language} lang={language} onClick={follow} {...props}>
      {children}
    </a>
  );
}

/** The language link: the same page in each other language, named in that language's own words. */
export function LanguageLinks({ className }: { className: string }) {
  return otherLanguages().map(({ code, name }) => (
    <SameAddressIn key={code} language={code} className={className} aria-label={t.readIn[code]}>
      {name}
    </SameAddressIn>
  ));
}

/**
 * A visitor who chose another language with the language link and opens a
 * page in this one (a link someone sent, a search result) is offered the page
 * in the language chosen; an address never changes language by itself.
 */
export function ChosenLanguageOffer() {
  const [chosen, setChosen] = useState<Language | null>(null);
  useEffect(() => {
    const remembered = rememberedLanguage();
    setChosen(remembered !== activeLanguage() ? remembered : null);
  }, []);
  if (!chosen) return null;
  return (
    <aside className="language-offer" lang={chosen} aria-label={t.offerLabel[chosen]}>
      <SameAddressIn language={chosen}>{t.readIn[chosen]}</SameAddressIn>
      <button
        type="button"
        className="language-offer-close"
        aria-label={t.dismiss[chosen]}
        onClick={() => {
          rememberLanguage(activeLanguage());
          setChosen(null);
        }}
      >
        ×
      </button>
    </aside>
  );
}
