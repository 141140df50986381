// हिन्दी: A page not found, also a document page that is not there.
import type { notFoundTexts } from '../../pages/public/not-found';
import type { Translation } from '../../lib/texts';

export default {
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    text: 'आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    backHome: 'मुखपृष्ठ पर लौटें',
  } satisfies Translation<typeof notFoundTexts>,
};
