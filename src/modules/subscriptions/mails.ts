// What subscribers' mails say, in text and HTML, in the subscriber's language;
// a notice without a current translation comes in English, as the Hindi pages
// show it. Every mail to a subscriber carries the one-click unsubscribe of
// RFC 8058 and the link to change what it receives.
import { markupText } from '../../http/markup-text';
import { pathIn, type Language } from '../../languages';
import type { NewMail } from '../mail/repo';
import { dayLabels, mealLabels, type MenuDay, type MenuMeal } from '../messes/menu';
import type { SubscriptionChoices } from './model';
import type { AppContext } from '../../context';
import type { Subscriber } from './repo';
import { signToken } from './token';
import { SITE_NAME } from '../../institute';

/** The addresses a mail's links go to, made with the site's public URL. */
export type MailLinks = { origin: string; language: Language; manageToken: string };

/** The links of a mail to `subscriber`: the site's public URL, its language, its signed token. */
export const linksFor = (
  { config, secret }: Pick<AppContext, 'config' | 'secret'>,
  subscriber: Subscriber,
): MailLinks => ({
  origin: config.publicUrl!,
  language: subscriber.choices.language,
  manageToken: signToken(secret, 'manage', subscriber.id),
});

const SITE_NAMES: Record<Language, string> = { en: SITE_NAME, hi: 'संस्थान छात्रावास' };

const words = {
  en: {
    urgent: 'urgent notices, as they are posted',
    digest: { daily: 'all notices and upcoming events, once a day', weekly: 'all notices and upcoming events, weekly' },
    menu: (hostel: string) => `changes to the mess menu of ${hostel}`,
    confirmSubject: (site: string) => `Confirm your mail alerts from ${site}`,
    confirmIntro: (site: string) => `Someone, probably you, asked for mail from ${site} at this address:`,
    confirmLink: 'To start receiving it, open this link within 2 days:',
    notYou: 'If it was not you, ignore this mail: nothing more will be sent.',
    alreadySubject: (site: string) => `Your mail alerts from ${site}`,
    alreadyIntro: (site: string) => `This address already receives mail from ${site}:`,
    alreadyLink: 'To change what you receive, or to stop, open this link:',
    urgentSubject: (title: string) => `Urgent notice: ${title}`,
    readOnSite: 'Read it on the site:',
    why: (site: string) => `You receive this because you asked for urgent notices from ${site}.`,
    manage: 'Change what you receive:',
    unsubscribe: 'Unsubscribe:',
    digestSubject: (digest: 'daily' | 'weekly', notices: number, events: number) =>
      `${digest === 'daily' ? 'Daily' : 'Weekly'} digest: ${[
        ...(notices ? [`${notices} new notice${notices === 1 ? '' : 's'}`] : []),
        ...(events ? [`${events} new event${events === 1 ? '' : 's'}`] : []),
      ].join(' and ')}`,
    newNotices: 'New notices',
    newEvents: 'New upcoming events',
    readAll: 'Read them on the site:',
    digestWhy: (site: string) => `You receive this because you asked ${site} for a digest of its notices and events.`,
    menuSubject: (hostel: string) => `Mess menu changed: ${hostel}`,
    menuIntro: (mess: string, hostel: string) => `The ${mess} menu of ${hostel} has changed:`,
    notListed: 'not listed',
    seeWeek: 'See the whole week:',
    menuWhy: (site: string) => `You receive this because you asked ${site} for this hostel's menu changes.`,
    days: dayLabels,
    meals: mealLabels,
  },
  hi: {
    urgent: 'ज़रूरी सूचनाएँ, जैसे ही वे प्रकाशित हों',
    digest: { daily: 'सभी सूचनाएँ और आगामी कार्यक्रम, प्रतिदिन', weekly: 'सभी सूचनाएँ और आगामी कार्यक्रम, साप्ताहिक' },
    menu: (hostel: string) => `${hostel} के मेस मेनू में बदलाव`,
    confirmSubject: (site: string) => `${site} से ई-मेल सूचनाओं की पुष्टि करें`,
    confirmIntro: (site: string) => `किसी ने, शायद आपने, इस पते पर ${site} से ये ई-मेल माँगे हैं:`,
    confirmLink: 'इन्हें पाना शुरू करने के लिए 2 दिनों के भीतर यह लिंक खोलें:',
    notYou: 'यदि यह आपने नहीं माँगा, तो इस ई-मेल को अनदेखा करें: आगे कुछ नहीं भेजा जाएगा।',
    alreadySubject: (site: string) => `${site} से आपकी ई-मेल सूचनाएँ`,
    alreadyIntro: (site: string) => `इस पते पर ${site} से पहले से ये ई-मेल आते हैं:`,
    alreadyLink: 'क्या पाना है यह बदलने, या इन्हें बंद करने के लिए यह लिंक खोलें:',
    urgentSubject: (title: string) => `ज़रूरी सूचना: ${title}`,
    readOnSite: 'साइट पर पढ़ें:',
    why: (site: string) => `यह ई-मेल आपको इसलिए मिला क्योंकि आपने ${site} से ज़रूरी सूचनाएँ माँगी थीं।`,
    manage: 'क्या पाना है, बदलें:',
    unsubscribe: 'सदस्यता छोड़ें:',
    digestSubject: (digest: 'daily' | 'weekly', notices: number, events: number) =>
      `${digest === 'daily' ? 'दैनिक' : 'साप्ताहिक'} सारांश: ${[
        ...(notices ? [`${notices} ${notices === 1 ? 'नई सूचना' : 'नई सूचनाएँ'}`] : []),
        ...(events ? [`${events} ${events === 1 ? 'नया कार्यक्रम' : 'नए कार्यक्रम'}`] : []),
      ].join(' और ')}`,
    newNotices: 'नई सूचनाएँ',
    newEvents: 'नए आगामी कार्यक्रम',
    readAll: 'इन्हें साइट पर पढ़ें:',
    digestWhy: (site: string) => `यह ई-मेल आपको इसलिए मिला क्योंकि आपने ${site} से सूचनाओं और कार्यक्रमों का सारांश माँगा था।`,
    menuSubject: (hostel: string) => `मेस मेनू बदला: ${hostel}`,
    menuIntro: (mess: string, hostel: string) => `${hostel} के ${mess} का मेनू बदला है:`,
    notListed: 'सूचीबद्ध नहीं',
    seeWeek: 'पूरे सप्ताह का मेनू देखें:',
    menuWhy: (site: string) => `यह ई-मेल आपको इसलिए मिला क्योंकि आपने ${site} से इस छात्रावास के मेनू के बदलाव माँगे थे।`,
    days: {
      monday: 'सोमवार',
      tuesday: 'मंगलवार',
      wednesday: 'बुधवार',
      thursday: 'गुरुवार',
      friday: 'शुक्रवार',
      saturday: 'शनिवार',
      sunday: 'रविवार',
    },
    meals: { breakfast: 'नाश्ता', lunch: 'दोपहर का भोजन', snacks: 'शाम का नाश्ता', dinner: 'रात का भोजन' },
  },
} satisfies Record<Language, unknown>;

/** A mail's paragraphs: a text line, or a label and its link. */
type Paragraph = string | { label: string; href: string };

/** The text and HTML parts of the same paragraphs. */
function parts(paragraphs: Paragraph[], language: Language) {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}\n${p.href}`)).join('\n\n');
  const html = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${markupText(p).replaceAll('\n', '<br>')}</p>`
        : `<p>${markupText(p.label)}<br><a href="${markupText(p.href)}">${markupText(p.href)}</a></p>`,
    )
    .join('\n');
  return { text: `${text}\n`, html: `<!doctype html>\n<html lang="${language}">\n<body>\n${html}\n</body>\n</html>\n` };
}

const address = (origin: string, language: Language, path: string, query = '') =>
  `${origin}${pathIn(language, path)}${query}`;

/** Where the link to change the choices goes, and the one-click unsubscribe's headers (RFC 8058). */
function subscriberLinks({ origin, language, manageToken }: MailLinks) {
  const token = encodeURIComponent(manageToken);
  return {
    manage: address(origin, language, '/subscribe', `?token=${token}`),
    headers: {
      'List-Unsubscribe': `<${origin}/api/subscriptions/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What the choices say, one line each; `hostel` names the chosen hostel. */
function choiceLines(choices: SubscriptionChoices, hostel: string | null) {
  const w = words[choices.language];
  return [
    ...(choices.urgent ? [w.urgent] : []),
    ...(choices.digest !== 'none' ? [w.digest[choices.digest]] : []),
    ...(hostel ? [w.menu(hostel)] : []),
  ].map((line) => `• ${line}`);
}

type Mail = Omit<NewMail, 'purpose'>;

/** The one mail sent before a subscription is confirmed: its link confirms it. */
export function confirmationMail(
  to: string,
  choices: SubscriptionChoices,
  hostel: string | null,
  confirmToken: string,
  links: MailLinks,
): Mail {
  const w = words[links.language];
  const site = SITE_NAMES[links.language];
  const { manage, headers } = subscriberLinks(links);
  const confirm = address(links.origin, links.language, '/subscribe', `?confirm=${encodeURIComponent(confirmToken)}`);
  return {
    to,
    subject: w.confirmSubject(site),
    headers,
    ...parts(
      [
        w.confirmIntro(site),
        choiceLines(choices, hostel).join('\n'),
        { label: w.confirmLink, href: confirm },
        w.notYou,
        { label: w.unsubscribe, href: manage },
      ],
      links.language,
    ),
  };
}

/** To a confirmed address asking again: its choices stay, and the link to change them comes instead. */
export function alreadySubscribedMail(
  to: string,
  choices: SubscriptionChoices,
  hostel: string | null,
  links: MailLinks,
) {
  const w = words[links.language];
  const site = SITE_NAMES[links.language];
  const { manage, headers } = subscriberLinks(links);
  return {
    to,
    subject: w.alreadySubject(site),
    headers,
    ...parts(
      [w.alreadyIntro(site), choiceLines(choices, hostel).join('\n'), { label: w.alreadyLink, href: manage }, w.notYou],
      links.language,
    ),
  };
}

/** An urgent notice as it goes live: its title and message in the subscriber's language where translated. */
export function urgentNoticeMail(to: string, notice: { title: string; message: string }, links: MailLinks): Mail {
  const w = words[links.language];
  const site = SITE_NAMES[links.language];
  const { manage, headers } = subscriberLinks(links);
  return {
    to,
    subject: w.urgentSubject(notice.title),
    headers,
    ...parts(
      [
        notice.title,
        notice.message,
        { label: w.readOnSite, href: address(links.origin, links.language, '/', '#notifications') },
        w.why(site),
        { label: w.manage, href: manage },
      ],
      links.language,
    ),
  };
}

/** One line of a digest: a notice's title and the start of its message, or an event's day and title. */
export type DigestItem = { title: string; detail: string };

/** The notices and events posted since the last digest; the caller sends none when both are empty. */
export function digestMail(
  to: string,
  digest: 'daily' | 'weekly',
  notices: DigestItem[],
  events: DigestItem[],
  links: MailLinks,
): Mail {
  const w = words[links.language];
  const site = SITE_NAMES[links.language];
  const { manage, headers } = subscriberLinks(links);
  const section = (heading: string, items: DigestItem[]) =>
    items.length
      ? [heading, items.map(({ title, detail }) => `• ${title}${detail ? `: ${detail}` : ''}`).join('\n')]
      : [];
  return {
    to,
    subject: w.digestSubject(digest, notices.length, events.length),
    headers,
    ...parts(
      [
        ...section(w.newNotices, notices),
        ...section(w.newEvents, events),
        { label: w.readAll, href: address(links.origin, links.language, '/', '#notifications') },
        w.digestWhy(site),
        { label: w.manage, href: manage },
      ],
      links.language,
    ),
  };
}

/** A meal changed: its day, its meal and what it is now ('' when no longer listed). */
export type MenuChange = { day: MenuDay; meal: MenuMeal; now: string };

/** A hostel's mess menu changed: the meals that did, as they are now. */
export function menuChangeMail(
  to: string,
  place: { hostelId: string; hostel: string; mess: string },
  changes: MenuChange[],
  links: MailLinks,
): Mail {
  const w = words[links.language];
  const site = SITE_NAMES[links.language];
  const { manage, headers } = subscriberLinks(links);
  const lines = changes.map(({ day, meal, now }) => `• ${w.days[day]}, ${w.meals[meal]}: ${now || `(${w.notListed})`}`);
  const week = address(links.origin, links.language, `/hostel/${encodeURIComponent(place.hostelId)}`, '#mess');
  return {
    to,
    subject: w.menuSubject(place.hostel),
    headers,
    ...parts(
      [
        w.menuIntro(place.mess, place.hostel),
        lines.join('\n'),
        { label: w.seeWeek, href: week },
        w.menuWhy(site),
        { label: w.manage, href: manage },
      ],
      links.language,
    ),
  };
}
