// हिन्दी: A mess and its menus, on the home page and a hostel's page.
import { MENU_STALE_AFTER_DAYS } from '@contract/modules/messes/menu';
import type { menuTexts, messDetailsTexts } from '../../features/messes/texts';
import type { Translation } from '../../lib/texts';

export default {
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
    email: 'ई-मेल',
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
};
