// हिन्दी: The search page; its part of the Hindi texts (parts.ts).
import type { searchTexts } from '../../features/search/texts';
import type { Translation } from '../../lib/texts';

export default {
  search: {
    title: 'खोजें',
    intro: 'किसी भी शब्द के शुरुआती अक्षरों से लोग, छात्रावास, मेस, सूचनाएँ, कार्यक्रम और फ़ाइलें खोजें।',
    label: 'साइट में खोजें',
    placeholder: 'कोई नाम, छात्रावास, विभाग या सूचना',
    submit: 'खोजें',
    prompt: 'किसी नाम, छात्रावास या विभाग के, या किसी सूचना या कार्यक्रम के किसी शब्द के शुरुआती अक्षर लिखें।',
    loading: 'खोजा जा रहा है...',
    count: (count: number) => `${count} परिणाम`,
    empty: (query: string) => `"${query}" के लिए कोई परिणाम नहीं मिला`,
    emptyHint: 'वर्तनी जाँच लें, या किसी शब्द के पहले कुछ अक्षर लिखकर देखें।',
    download: 'डाउनलोड करें',
    groups: {
      person: 'लोग',
      hostel: 'छात्रावास',
      mess: 'मेस',
      notification: 'सूचनाएँ',
      event: 'कार्यक्रम',
      file: 'फ़ाइलें',
      picture: 'गैलरी',
      page: 'पृष्ठ',
    },
  } satisfies Translation<typeof searchTexts>,
};
