import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../languages';
import { emailAddress } from '../mail/model';
import { yesOrNo } from '../../http/fields';
import { SUBSCRIPTION_DIGESTS, subscriptionMessages } from './texts';

export { SUBSCRIPTION_DIGESTS, subscriptionMessages };
export type { SubscriptionDigest } from './texts';

const LANGUAGE_CODES = LANGUAGES.map(({ code }) => code) as [Language, ...Language[]];

/** What a subscriber receives: urgent notices as they go live, a digest, a hostel's menu changes. */
const choiceFields = {
  language: v.optional(v.picklist(LANGUAGE_CODES, `Language must be one of: ${LANGUAGE_CODES.join(', ')}`), 'en'),
  /** A form's unticked box is absent: no. */
  urgent: v.optional(yesOrNo('urgent'), false),
  digest: v.optional(
    v.picklist(SUBSCRIPTION_DIGESTS, `Digest must be one of: ${SUBSCRIPTION_DIGESTS.join(', ')}`),
    'none',
  ),
  /** A hostel's id, or empty for none. */
  menuHostel: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64, subscriptionMessages.unknownHostel))), ''),
    v.transform((id) => id || null),
  ),
};

const somethingChosen = <T extends { urgent: boolean; digest: string; menuHostel: string | null }>(choices: T) =>
  choices.urgent || choices.digest !== 'none' || choices.menuHostel !== null;

export const SubscriptionChoices = v.pipe(
  v.object(choiceFields),
  v.check(somethingChosen, subscriptionMessages.nothingChosen),
);
export type SubscriptionChoices = v.InferOutput<typeof SubscriptionChoices>;

/** The subscribe form: the address and its choices; `website` is the field only bots fill, `issued` its signed time. */
export const SubscribeInput = v.pipe(
  v.object({
    email: emailAddress,
    ...choiceFields,
    website: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
    issued: v.optional(v.pipe(v.string(), v.maxLength(200, subscriptionMessages.formExpired)), ''),
  }),
  v.check(somethingChosen, subscriptionMessages.nothingChosen),
);
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>;

/** A link's signed token, from a mail. */
export const TokenInput = v.object({ token: v.pipe(v.string(subscriptionMessages.linkInvalid), v.maxLength(300)) });

/** A subscription as its holder sees it through the link in a mail. */
export const Subscription = v.object({
  email: v.string(),
  language: v.picklist(LANGUAGE_CODES),
  urgent: v.boolean(),
  digest: v.picklist(SUBSCRIPTION_DIGESTS),
  menuHostel: v.nullable(v.string()),
  confirmed: v.boolean(),
});
export type Subscription = v.InferOutput<typeof Subscription>;

/** The subscribe form as given out: its signed time, and whether subscriptions are open here. */
export const SubscribeForm = v.object({ token: v.string(), available: v.boolean() });
export type SubscribeForm = v.InferOutput<typeof SubscribeForm>;

/** What the page's forms can do without JavaScript (POST /subscribe): each is one of the API's calls. */
export const SUBSCRIBE_ACTIONS = ['subscribe', 'confirm', 'change', 'unsubscribe'] as const;
export type SubscribeAction = (typeof SUBSCRIBE_ACTIONS)[number];

/**
 * What a form sent without JavaScript came to: the page shows the message, a refused form's values as they
 * were, and after a confirmation the token of the link to change the choices.
 */
export type SubscribeOutcome = {
  action: SubscribeAction;
  done: boolean;
  message: string;
  values: Record<string, string>;
  manageToken?: string;
};

/** The Subscribe page's form: its signed time, whether it is open, and after a send without JavaScript the outcome. */
export type SubscribeFormState = SubscribeForm & { outcome?: SubscribeOutcome };

/** A subscription as the office's Subscribers panel lists it. */
export const SubscriberRow = v.object({
  _id: v.string(),
  email: v.string(),
  language: v.picklist(LANGUAGE_CODES),
  urgent: v.boolean(),
  digest: v.picklist(SUBSCRIPTION_DIGESTS),
  /** The hostel whose menu changes it receives, by name; null for none. */
  menuHostel: v.nullable(v.string()),
  confirmed: v.boolean(),
  createdAt: v.string(),
});
export type SubscriberRow = v.InferOutput<typeof SubscriberRow>;

/** The Subscribers panel: counts by choice and language (confirmed ones), and the subscriptions a search finds. */
export const SubscribersOverview = v.object({
  counts: v.object({
    total: v.number(),
    waiting: v.number(),
    urgent: v.number(),
    daily: v.number(),
    weekly: v.number(),
    menus: v.number(),
    languages: v.record(v.string(), v.number()),
  }),
  subscribers: v.array(SubscriberRow),
  /** Whether more match than the list shows. */
  more: v.boolean(),
});
export type SubscribersOverview = v.InferOutput<typeof SubscribersOverview>;

export const SubscribersQuery = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(200)), '') });
