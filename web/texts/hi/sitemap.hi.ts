// हिन्दी: The sitemap for people; its part of the Hindi texts (parts.ts).
import type { sitemapTexts } from '../../pages/public/sitemap';
import type { Translation } from '../../lib/texts';
import roles from './roles';

export default {
  ...roles,

  sitemap: {
    title: 'साइटमैप',
    intro: 'इस साइट के सभी पृष्ठ, उन्हीं समूहों में जिनमें आप उन्हें ढूँढ़ेंगे।',
    mainPages: 'प्रमुख पृष्ठ',
    hostels: 'छात्रावास',
    people: 'हमारे लोग',
    officePages: 'नीतियाँ और जानकारी',
    pageNames: {
      home: 'मुखपृष्ठ',
      about: 'हमारे बारे में',
      hostels: 'छात्रावास',
      people: 'हमारे लोग',
      gallery: 'गैलरी',
      importantLinks: 'महत्वपूर्ण लिंक एवं डाउनलोड',
      rules: 'नियम एवं विनियम',
      files: 'फ़ाइलें एवं दस्तावेज़',
      achievements: 'हमारी उपलब्धियाँ',
      search: 'खोजें',
      feedback: 'प्रतिक्रिया',
      subscribe: 'ई-मेल सूचनाएँ',
      archive: 'अभिलेखागार',
    },
  } satisfies Translation<typeof sitemapTexts>,
};
