// हिन्दी: The gallery; its part of the Hindi texts (parts.ts).
import type { galleryCategoryLabels, galleryTexts } from '../../features/gallery/texts';
import type { Translation } from '../../lib/texts';
import { GALLERY_CATEGORY_LABELS } from '@contract/modules/gallery/category-labels';

export default {
  gallery: {
    title: 'चित्रों में छात्रावास का जीवन',
    intro: 'कमरे, मेस, उत्सव, खेलकूद और छात्रावासों के आसपास का परिसर, जैसे निवासी इन्हें हर दिन देखते हैं।',
    filterLabel: 'चित्रों को श्रेणी के अनुसार देखें',
    all: 'सभी',
    featured: 'विशेष',
    enlarge: 'बड़ा करके देखें:',
    empty: 'इस श्रेणी में अभी कोई चित्र नहीं है।',
    pagination: 'गैलरी के पृष्ठ',
    previousPage: 'पिछला',
    nextPage: 'अगला',
    page: (page: number) => `पृष्ठ ${page}`,
  } satisfies Translation<typeof galleryTexts>,

  galleryCategories: GALLERY_CATEGORY_LABELS.hi satisfies Translation<typeof galleryCategoryLabels>,
};
