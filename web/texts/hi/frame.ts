// हिन्दी: see web/texts/hi.ts. The frame, the home page, hostels, messes,
// people, dates and the pages' heads.
import { MENU_STALE_AFTER_DAYS } from '@contract/modules/messes/menu';
import type { pageHeadTexts } from '../../app/page-heads';
import type { frameTexts } from '../../components/layout/texts';
import type { homeTexts } from '../../features/home/texts';
import type { hostelTexts } from '../../features/hostels/texts';
import type { menuTexts, messDetailsTexts } from '../../features/messes/texts';
import type { roleTexts } from '../../features/people/roles';
import type { peopleTexts } from '../../features/people/texts';
import type { dateTexts } from '../../lib/public-format';
import type { Translation } from '../../lib/texts';
import type { notFoundTexts } from '../../pages/public/not-found';

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const WEEKDAYS = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];

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
    more: 'अधिक',
    importantLinks: 'महत्वपूर्ण लिंक',
    rules: 'नियम एवं विनियम',
    files: 'फ़ाइलें एवं दस्तावेज़',
    gallery: 'गैलरी',
    achievements: 'उपलब्धियाँ',
    admin: 'प्रशासन',
    notifications: 'सूचनाएँ',
    openMenu: 'मेनू खोलें',
    closeMenu: 'मेनू बंद करें',

    searchLandmark: 'साइट खोज',
    searchLabel: 'साइट में खोजें',
    search: 'खोजें',

    feedback: 'कार्यालय को प्रतिक्रिया भेजें',
    allRightsReserved: '। सर्वाधिकार सुरक्षित।',
    policiesNav: 'साइट की नीतियाँ',
    copyrightPolicy: 'कॉपीराइट नीति',
    hyperlinkingPolicy: 'हाइपरलिंकिंग नीति',
    privacyPolicy: 'गोपनीयता नीति',
    termsOfUse: 'उपयोग की शर्तें',
    accessibilityStatement: 'सुगम्यता विवरण',
    help: 'सहायता',
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

  notFound: {
    title: 'पृष्ठ नहीं मिला',
    text: 'आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    backHome: 'मुखपृष्ठ पर लौटें',
  } satisfies Translation<typeof notFoundTexts>,

  dates: {
    months: MONTHS,
    date: (day, month, year) => `${day} ${MONTHS[month]} ${year}`,
    weekdayDate: (weekday, day, month) => `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]}`,
    dateTime: (day, month, hours, minutes) => `${day} ${MONTHS[month]}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'पूर्वाह्न' : 'अपराह्न'}`,
  } satisfies Translation<typeof dateTexts>,

  home: {
    heroExplore: 'छात्रावास देखें',
    heroAbout: 'हमारे बारे में',
    pauseSlideshow: 'स्लाइड शो रोकें',
    playSlideshow: 'स्लाइड शो चलाएँ',

    aboutMore: 'छात्रावास न्यास के बारे में और जानें',

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

  hostels: {
    listTitle: 'छात्रावास',
    listIntro: 'परिसर के सभी छात्रावास एक नज़र में। किसी छात्रावास के वार्डन, सुविधाएँ और मेस देखने के लिए उसे चुनें।',
    loadingList: 'छात्रावास लोड हो रहे हैं...',
    emptyList: 'अभी दिखाने के लिए कोई छात्रावास नहीं है।',
    emptyListHint: 'छात्रावासों की जानकारी के लिए बाद में देखें।',
    viewMore: 'और देखें',
    about: (name) => `${name} के बारे में`,

    loadingDetail: 'छात्रावास का विवरण लोड हो रहा है...',
    notFoundTitle: 'छात्रावास नहीं मिला',
    notFoundText: 'आप जो छात्रावास खोज रहे हैं, वह मौजूद नहीं है।',
    backToHostels: 'छात्रावासों की सूची पर लौटें',
    enlargeImage: 'चित्र बड़ा करें',
    imageAlt: (name) => `${name} छात्रावास का भवन`,

    girlsHostel: 'छात्रा छात्रावास',
    girlsHostelMark: 'बालिका छात्रावास',
    boysHostel: 'छात्र छात्रावास',
    block: 'ब्लॉक',
    noBlock: 'लागू नहीं',
    noYear: 'लागू नहीं',
    rooms: 'कमरे',
    gender: 'लिंग',
    genders: { male: 'पुरुष', female: 'महिला' },
    sharing: 'साझेदारी',
    sharings: { single: 'एकल', double: 'दोहरी', triple: 'तिहरी' },
    year: 'वर्ष',
    contact: 'संपर्क',
    mess: 'मेस',
    warden: 'वार्डन',
    supervisor: 'पर्यवेक्षक',
    facilities: 'सुविधाएँ',
    totalRooms: 'कुल कमरे',
    otherFacilities: 'अन्य सुविधाएँ',
    noOtherFacilities: 'कोई अन्य सुविधा सूचीबद्ध नहीं है।',

    notAssigned: 'नियुक्त नहीं',
    notAvailable: 'उपलब्ध नहीं',
    defaultWardenRole: 'वार्डन',
    defaultSupervisorRole: 'पर्यवेक्षक',
    staffRoles: { warden: 'वार्डन', quality_maintenance_warden: 'गुणवत्ता एवं अनुरक्षण वार्डन', supervisor: 'पर्यवेक्षक' },
    unknown: 'अज्ञात',

    staffFields: { name: 'नाम', contact: 'संपर्क', email: 'ईमेल', designation: 'पदनाम', role: 'भूमिका' },

    tabsLabel: 'छात्रावास की जानकारी',
    tabs: { hostel: 'छात्रावास विवरण', mess: 'मेस विवरण' },
    subTabsLabel: 'छात्रावास विवरण',
    subTabs: { warden: 'छात्रावास वार्डन', supervisor: 'छात्रावास पर्यवेक्षक', facilities: 'सुविधाएँ' },

    photoSphereTitle: '360° दृश्य',
    photoSphereFrame: (name) => `${name} का 360° दृश्य`,
    photoSphereLink: '360° दृश्य नए टैब में खोलें',
    photoSphereOffline: 'ऑनलाइन होने पर 360° दृश्य यहाँ दिखेगा।',
    keyFacts: 'मुख्य तथ्य',
  } satisfies Translation<typeof hostelTexts>,

  messDetails: {
    messName: 'मेस का नाम',
    caterer: 'कैटरर',
    messType: 'प्रकार',
    veg: 'शाकाहारी',
    nonVeg: 'मांसाहारी',
    capacity: 'क्षमता',
    capacityValue: (capacity) => `${capacity} विद्यार्थी`,
    nightCanteen: 'रात्रि कैंटीन',
    menuTitle: 'मेनू',
    menuNote: 'साप्ताहिक मेनू मेस के सूचना-पट्ट पर लगाया जाता है और मेस समिति हर महीने उसकी समीक्षा करती है।',
    membersTitle: 'नामित मेस सदस्य',
    noMembers: 'अभी कोई सदस्य नामित नहीं है।',
    noMess: 'इस छात्रावास के मेस की जानकारी उपलब्ध नहीं है।',
    loadingMess: 'मेस का विवरण लोड हो रहा है...',
    contact: 'संपर्क',
    email: 'ईमेल',
    year: 'वर्ष',
  } satisfies Translation<typeof messDetailsTexts>,

  menus: {
    days: { monday: 'सोमवार', tuesday: 'मंगलवार', wednesday: 'बुधवार', thursday: 'गुरुवार', friday: 'शुक्रवार', saturday: 'शनिवार', sunday: 'रविवार' },
    meals: { breakfast: 'नाश्ता', lunch: 'दोपहर का भोजन', snacks: 'अल्पाहार', dinner: 'रात का भोजन' },
    lastUpdated: (date) => `अंतिम अद्यतन ${date}`,
    possiblyOutOfDate: 'संभवतः पुराना',
    outOfDateHint: `${MENU_STALE_AFTER_DAYS} दिनों से अधिक समय से अद्यतन नहीं हुआ: मेस के सूचना-पट्ट पर नया मेनू हो सकता है।`,
    today: 'आज',
    notListed: 'सूचीबद्ध नहीं',
    weekLabel: (messName) => `${messName}: सप्ताह का मेनू`,

    todayTitle: 'आज मेस में',
    todayIntro: (day) => `आज, ${day} को, हर मेस में क्या परोसा जा रहा है।`,
    todayListLabel: 'हर मेस में आज का भोजन',
    nothingToday: 'आज के लिए कोई भोजन सूचीबद्ध नहीं है।',
    seeWeek: 'पूरे सप्ताह का मेनू देखें',
    weekOf: (messName) => `(${messName} का)`,
  } satisfies Translation<typeof menuTexts>,

  people: {
    title: 'हमारे लोग',
    intro: 'वार्डन, पर्यवेक्षक, परिषद के सदस्य और कर्मचारी, जो छात्रावासों और उनके निवासियों की देखभाल करते हैं।',
    fetching: 'लोड हो रहा है...',
    fetchFailed: 'लोगों की जानकारी लाने में त्रुटि',
    loading: 'लोगों की जानकारी लोड हो रही है...',
    empty: (roleLabel) => `${roleLabel}: कोई नहीं मिला।`,
    roleSelect: 'भूमिका चुनें',
    showRole: 'दिखाएँ',
    subcommittees: 'छात्रावास उपसमितियाँ',
    count: (count) => `${count} व्यक्ति`,
    hostels: 'छात्रावास',
    moreHostels: (count) => `और ${count} अन्य`,
    showContact: 'संपर्क दिखाएँ',
    hideContact: 'संपर्क छिपाएँ',
    contactNumber: 'संपर्क नंबर',
    email: 'ईमेल',
    contact: 'संपर्क',
    notAvailable: 'उपलब्ध नहीं',
    readMore: 'और पढ़ें',
  } satisfies Translation<typeof peopleTexts>,

  roles: {
    warden: 'वार्डन',
    quality_maintenance_warden: 'गुणवत्ता एवं अनुरक्षण वार्डन',
    supervisor: 'पर्यवेक्षक',
    hostel_council: 'छात्रावास परिषद',
    hostel_staff: 'छात्रावास कर्मचारी',
    gmc_mc: 'जीएमसी एवं एमसी',
    se_office_staff: 'एसई कार्यालय कर्मचारी',
    housekeeping_staff: 'हाउसकीपिंग कर्मचारी',
  } satisfies Translation<typeof roleTexts>,

  pageHeads: {
    homeTitle: 'संस्थान छात्रावास: संस्थान के विद्यार्थियों का घर',
    homeDescription: 'ताज़ा सूचनाएँ, आगामी कार्यक्रम, छात्रावास, लोग, मेस का विवरण, नियम और डाउनलोड।',
    aboutTitle: 'छात्रावास न्यास के बारे में',
    aboutDescription: 'संस्थान छात्रावास न्यास का लक्ष्य, निदेशक और मुख्य वार्डन के संदेश, और विद्यार्थी हमारे छात्रावास क्यों चुनते हैं।',
    hostelDescription: (name, rooms) => `${name}: इसके वार्डन और पर्यवेक्षक, ${rooms} कमरे और उनकी सुविधाएँ, और इसका मेस।`,
    peopleTitle: 'हमारे लोग',
    peopleDescription: 'संस्थान छात्रावासों के वार्डन, पर्यवेक्षक, छात्रावास परिषद और कर्मचारी, उनके फ़ोन नंबर और ईमेल सहित।',
    galleryTitle: 'गैलरी',
    galleryDescription: 'चित्रों में छात्रावास का जीवन: कमरे, मेस, कार्यक्रम, खेलकूद और परिसर के दृश्य।',
    rulesTitle: 'नियम एवं विनियम',
    rulesDescription: 'वे नियम जिन्हें संस्थान छात्रावासों का हर निवासी प्रवेश के समय स्वीकार करता है: आचरण, समय, आगंतुक, मेस और सुरक्षा।',
    filesTitle: 'फ़ाइलें एवं दस्तावेज़',
    filesDescription: 'छात्रावास कार्यालय के फ़ॉर्म, परिपत्र और दस्तावेज़, डाउनलोड के लिए।',
    achievementsTitle: 'हमारी उपलब्धियाँ',
    achievementsDescription: 'छात्रावासों और उनके निवासियों की उपलब्धियाँ, पर्यावरण संरक्षण से लेकर खेलकूद और संस्कृति तक।',
  } satisfies Translation<typeof pageHeadTexts>,
};
