// हिन्दी: A document page (the policies, the office's own); its part of the Hindi texts (parts.ts).
import contentPage from './content-page';
import notFound from './not-found';

export default {
  ...contentPage,
  ...notFound,
};
