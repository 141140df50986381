// हिन्दी: The home page; its part of the Hindi texts (parts.ts).
import type { calendarTexts, upcomingEventTexts } from '../../features/events/texts';
import type { homeTexts } from '../../features/home/texts';
import type { notificationTexts, priorityLabels } from '../../features/notifications/texts';
import type { Translation } from '../../lib/texts';
import contentPage from './content-page';
import messes from './messes';

export default {
  ...contentPage,
  ...messes,

  home: {
    heroExplore: 'छात्रावास देखें',
    heroAbout: 'हमारे बारे में',
    pauseSlideshow: 'स्लाइड शो रोकें',
    playSlideshow: 'स्लाइड शो चलाएँ',

    aboutMore: 'संस्थान छात्रावास न्यास के बारे में और जानें',

    notificationsTitle: 'जानकारी एवं सूचनाएँ',
    notificationsIntro: 'छात्रावास कार्यालय की सूचनाएँ और परिसर में होने वाले आगामी कार्यक्रम।',
    quickLinksTitle: 'त्वरित लिंक',

    galleryTitle: 'छात्रावासों का जीवन',
    galleryIntro: 'कमरों, मेस, खेल के मैदानों और उत्सवों के कुछ पल।',
    galleryLabel: 'गैलरी की झलक',
    previousPicture: 'पिछला चित्र',
    nextPicture: 'अगला चित्र',
    showPicture: (n) => `चित्र ${n} दिखाएँ`,
    pictureOf: (n, total) => `${total} में से चित्र ${n}`,
    viewMore: 'और देखें',
  } satisfies Translation<typeof homeTexts>,

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
    subscribeIntro:
      'एक बार सब्सक्राइब करें, फिर छात्रावास का हर कार्यक्रम आपके फ़ोन या ' +
      'कंप्यूटर के कैलेंडर में दिखेगा; नए और बदले हुए कार्यक्रम अपने-आप आते रहेंगे।',
    addressLabel: 'कैलेंडर का पता',
    copy: 'पता कॉपी करें',
    copied: 'कैलेंडर का पता क्लिपबोर्ड पर कॉपी हो गया!',
    copyFailed: 'पता कॉपी नहीं हो सका',
    openInApp: 'अपने कैलेंडर ऐप में खोलें',
    steps: [
      { app: 'गूगल कैलेंडर', how: 'कंप्यूटर पर "अन्य कैलेंडर" के पास + चुनें, फिर "URL से" चुनें और पता पेस्ट करें।' },
      { app: 'आउटलुक', how: '"कैलेंडर जोड़ें" चुनें, फिर "वेब से सब्सक्राइब करें" चुनें और पता पेस्ट करें।' },
      {
        app: 'आईफ़ोन या आईपैड',
        how: 'सेटिंग्ज़ खोलें, फिर कैलेंडर, अकाउंट, "अकाउंट जोड़ें", अन्य, "सब्सक्राइब किया गया कैलेंडर जोड़ें" चुनें और पता पेस्ट करें।',
      },
    ],
  } satisfies Translation<typeof calendarTexts>,
};
