// हिन्दी: The frame, on every page: the navigation, the footer, dates; its part of the Hindi texts (parts.ts).
import type { frameTexts } from '../../components/layout/texts';
import type { dateTexts } from '../../lib/public-format';
import type { Translation } from '../../lib/texts';

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];

/**
 * The part of the day a clock time is in, as it is said: रात before 4, सुबह before noon, दोपहर before 4, शाम before 8.
 */
const dayPart = (hours: number) =>
  hours < 4 ? 'रात' : hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : hours < 20 ? 'शाम' : 'रात';

/** "शाम 6:05" */
const clockTime = (hours: number, minutes: string) => `${dayPart(hours)} ${hours % 12 || 12}:${minutes}`;

export default {
  frame: {
    skipLink: 'मुख्य सामग्री पर जाएँ',
    siteName: 'संस्थान छात्रावास',
    trustName: 'छात्रावास न्यास',
    mainNav: 'मुख्य',
    home: 'मुखपृष्ठ',
    about: 'हमारे बारे में',
    hostels: 'छात्रावास',
    people: 'लोग',
    more: 'और',
    importantLinks: 'महत्वपूर्ण लिंक',
    rules: 'नियम एवं विनियम',
    files: 'फ़ाइलें एवं दस्तावेज़',
    gallery: 'गैलरी',
    achievements: 'उपलब्धियाँ',
    admin: 'एडमिन लॉग-इन',
    notifications: 'सूचनाएँ',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',

    searchLandmark: 'साइट खोज',
    searchLabel: 'साइट में खोजें',
    search: 'खोजें',

    feedback: 'कार्यालय को प्रतिक्रिया भेजें',
    subscribe: 'सूचनाएँ ई-मेल पर पाएँ',
    allRightsReserved: '। सर्वाधिकार सुरक्षित।',
    policiesNav: 'साइट की नीतियाँ',
    copyrightPolicy: 'कॉपीराइट नीति',
    hyperlinkingPolicy: 'हाइपरलिंकिंग नीति',
    privacyPolicy: 'गोपनीयता नीति',
    termsOfUse: 'उपयोग की शर्तें',
    accessibilityStatement: 'सुगम्यता विवरण',
    help: 'सहायता',
    archive: 'अभिलेखागार',
    sitemap: 'साइटमैप',
    lastUpdated: 'अंतिम अद्यतन:',
    reportOutdated: 'पुरानी जानकारी की सूचना दें',
    reportOutdatedLabel: 'इस पृष्ठ के बारे में प्रतिक्रिया',
    offline: (updatedAt) => `आप ऑफ़लाइन हैं। यह पृष्ठ अंतिम बार ${updatedAt} को अद्यतन हुआ था।`,

    newTab: '(नए टैब में खुलता है)',
    close: 'बंद करें',
    previousPicture: 'पिछला चित्र',
    nextPicture: 'अगला चित्र',
  } satisfies Translation<typeof frameTexts>,

  dates: {
    months: MONTHS,
    date: (day, month, year) => `${day} ${MONTHS[month]} ${year}`,
    weekdayDate: (weekday, day, month) => `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]}`,
    dateTime: (day, month, hours, minutes) => `${day} ${MONTHS[month]}, ${clockTime(hours, minutes)}`,
    eventTime: (hours, minutes) => `${clockTime(hours, minutes)} बजे`,
  } satisfies Translation<typeof dateTexts>,
};
