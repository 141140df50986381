// हिन्दी: see web/texts/hi.ts. The pages' own texts: notices, events, files,
// the gallery, achievements, rules, important links, search, feedback and the sitemap.
import type { Translation } from '../../lib/texts';
import type { achievementTexts } from '../../features/achievements/texts';
import type { calendarTexts, upcomingEventTexts } from '../../features/events/texts';
import type { feedbackTexts } from '../../features/feedback/texts';
import type { publicFileTexts } from '../../features/files/texts';
import type { galleryCategoryLabels, galleryTexts } from '../../features/gallery/texts';
import type { notificationTexts, priorityLabels } from '../../features/notifications/texts';
import type { rulesTexts } from '../../features/rules/texts';
import type { searchTexts } from '../../features/search/texts';
import type { contentPageTexts } from '../../pages/public/content-page';
import type { sitemapTexts } from '../../pages/public/sitemap';

export default {
  contentPage: {
    loading: 'लोड हो रहा है...',
  } satisfies Translation<typeof contentPageTexts>,

  latestNotices: {
    title: 'नवीनतम सूचनाएँ',
    loading: 'सूचनाएँ लोड हो रही हैं...',
    empty: 'अभी कोई सूचना नहीं है।',
    emptyHint: 'नई जानकारी के लिए बाद में फिर देखें!',
    viewDetails: 'विवरण देखें',
    posted: 'प्रकाशित:',
  } satisfies Translation<typeof notificationTexts>,

  noticePriorities: {
    low: 'निम्न',
    medium: 'मध्यम',
    high: 'उच्च',
    urgent: 'अत्यावश्यक',
  } satisfies Translation<typeof priorityLabels>,

  upcomingEvents: {
    title: 'आगामी कार्यक्रम',
    loading: 'कार्यक्रम लोड हो रहे हैं...',
    empty: 'अभी कोई आगामी कार्यक्रम नहीं है।',
    emptyHint: 'नए कार्यक्रमों के लिए बाद में फिर देखें!',
  } satisfies Translation<typeof upcomingEventTexts>,

  eventCalendar: {
    addToCalendar: 'कैलेंडर में जोड़ें',
    addToCalendarLabel: (title: string) => `कैलेंडर में जोड़ें: ${title}`,
    subscribe: 'सब्सक्राइब करें',
    subscribeTitle: 'छात्रावास के कार्यक्रम आपके कैलेंडर में',
    subscribeIntro: 'एक बार सब्सक्राइब करें, फिर छात्रावास का हर कार्यक्रम आपके फ़ोन या कंप्यूटर के कैलेंडर में दिखेगा; नए और बदले हुए कार्यक्रम अपने-आप आते रहेंगे।',
    addressLabel: 'कैलेंडर का पता',
    copy: 'पता कॉपी करें',
    copied: 'कैलेंडर का पता क्लिपबोर्ड पर कॉपी हो गया!',
    copyFailed: 'पता कॉपी नहीं हो सका',
    openInApp: 'अपने कैलेंडर ऐप में खोलें',
    steps: [
      { app: 'गूगल कैलेंडर', how: 'कंप्यूटर पर "अन्य कैलेंडर" के पास + चुनें, फिर "URL से" चुनें और पता पेस्ट करें।' },
      { app: 'आउटलुक', how: '"कैलेंडर जोड़ें" चुनें, फिर "वेब से सब्सक्राइब करें" चुनें और पता पेस्ट करें।' },
      { app: 'आईफ़ोन या आईपैड', how: 'सेटिंग्ज़ खोलें, फिर कैलेंडर, अकाउंट, "अकाउंट जोड़ें", अन्य, "सब्सक्राइब किया गया कैलेंडर जोड़ें" चुनें और पता पेस्ट करें।' },
    ],
  } satisfies Translation<typeof calendarTexts>,

  files: {
    title: 'फ़ाइलें एवं दस्तावेज़ डाउनलोड करें',
    intro: 'छात्रावास कार्यालय के फ़ॉर्म, परिपत्र, पुस्तिकाएँ और सूचनाएँ, डाउनलोड के लिए तैयार।',
    searchLabel: 'फ़ाइलें खोजें',
    searchPlaceholder: 'फ़ाइल के नाम या विवरण से खोजें',
    loading: 'फ़ाइलें लोड हो रही हैं...',
    showing: (count: number) => (count === 1 ? '1 फ़ाइल दिखाई जा रही है' : `${count} फ़ाइलें दिखाई जा रही हैं`),
    total: (count: number) => (count === 1 ? 'कुल उपलब्ध: 1 फ़ाइल' : `कुल उपलब्ध: ${count} फ़ाइलें`),
    noDescription: 'कोई विवरण उपलब्ध नहीं',
    added: 'जोड़ी गई:',
    download: 'डाउनलोड करें',
    downloadLabel: (name: string) => `${name} डाउनलोड करें`,
    emptyTitle: 'कोई फ़ाइल नहीं मिली',
    emptyHint: 'खोज के शब्द बदलकर देखें',
    downloadFailed: 'डाउनलोड नहीं हो सका',
    contactLabels: { phone: 'फ़ोन', email: 'ई-मेल', office: 'कार्यालय' },
    unknownKind: 'फ़ाइल',
  } satisfies Translation<typeof publicFileTexts>,

  gallery: {
    title: 'चित्रों में छात्रावास का जीवन',
    intro: 'कमरे, मेस, उत्सव, खेलकूद और छात्रावासों के आसपास का परिसर, जैसा आवासी इन्हें हर दिन देखते हैं।',
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

  galleryCategories: {
    Rooms: 'कमरे',
    Mess: 'मेस',
    Events: 'कार्यक्रम',
    Sports: 'खेलकूद',
    'Campus Views': 'परिसर के दृश्य',
  } satisfies Translation<typeof galleryCategoryLabels>,

  achievements: {
    filterLabel: 'उपलब्धियों को श्रेणी के अनुसार देखें',
    all: 'सभी',
    learnMore: 'और जानें',
    showing: (shown: number, total: number) => `${total} में से ${shown} उपलब्धियाँ दिखाई जा रही हैं`,
    emptyTitle: 'कोई उपलब्धि नहीं मिली',
    emptyHint: 'इस श्रेणी में अभी कोई उपलब्धि नहीं है। कोई दूसरी श्रेणी चुनें।',
  } satisfies Translation<typeof achievementTexts>,

  rules: {
    contents: 'विषय-सूची',
    meal: 'भोजन',
    weekdays: 'सप्ताह के दिन',
    weekends: 'सप्ताहांत और छुट्टियाँ',
  } satisfies Translation<typeof rulesTexts>,

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

  feedback: {
    title: 'प्रतिक्रिया',
    intro: 'इस साइट पर जो कुछ गलत, अधूरा या पुराना है, या आपके मन में कोई और बात हो, तो छात्रावास कार्यालय को बताएँ। इसे केवल कार्यालय पढ़ता है।',
    message: 'आपका संदेश',
    name: 'आपका नाम (वैकल्पिक)',
    email: 'आपका ई-मेल (वैकल्पिक, यदि आप उत्तर चाहते हैं)',
    page: 'संदेश किस पृष्ठ के बारे में है (वैकल्पिक)',
    pageHint: 'इस साइट पर उस पृष्ठ का पता, जैसे /hi/hostels।',
    trap: 'इसे खाली छोड़ें',
    send: 'कार्यालय को भेजें',
    sending: 'भेजा जा रहा है…',
    sendAnother: 'एक और संदेश भेजें',
    failed: 'आपका संदेश नहीं भेजा जा सका। इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  } satisfies Translation<typeof feedbackTexts>,

  sitemap: {
    title: 'साइटमैप',
    intro: 'इस साइट के सभी पृष्ठ, उसी क्रम में समूहित जिसमें आप उन्हें ढूँढ़ेंगे।',
    mainPages: 'मुख्य पृष्ठ',
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
    },
  } satisfies Translation<typeof sitemapTexts>,
};
