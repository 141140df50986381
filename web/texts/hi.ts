// हिन्दी: the public site's interface texts, for every key given to
// `localized` (web/lib/texts.ts) in web/features/*/texts.ts and web/components.
import type { Catalogue } from '../lib/texts';
import frame from './hi/frame';
import pages from './hi/pages';

export default { ...frame, ...pages } satisfies Catalogue;
