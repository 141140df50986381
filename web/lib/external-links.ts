// How the site links out: phone numbers and new tabs.
/** A phone number as a tel: link target: its digits and a leading plus, without spaces, dashes or brackets. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Props every external link carries: a new tab, and no opener or referrer. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link the office entered: an https address opens in a new tab, a path of this site in place. */
export const isSitePath = (href: string) => href.startsWith('/');
export const linkTargetProps = (href: string) => (isSitePath(href) ? {} : externalLinkProps);
