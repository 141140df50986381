// हिन्दी: A mess's menus and its type, on the home page and a hostel's page.
import { MENU_STALE_AFTER_DAYS } from '@contract/modules/messes/menu';
import type { menuTexts, messTypeTexts } from '../../features/messes/texts';
import type { Translation } from '../../lib/texts';

export default {
  messTypes: {
    veg: 'शाकाहारी',
    nonVeg: 'मांसाहारी',
  } satisfies Translation<typeof messTypeTexts>,

  menus: {
    days: {
      monday: 'सोमवार',
      tuesday: 'मंगलवार',
      wednesday: 'बुधवार',
      thursday: 'गुरुवार',
      friday: 'शुक्रवार',
      saturday: 'शनिवार',
      sunday: 'रविवार',
    },
    meals: { breakfast: 'नाश्ता', lunch: 'दोपहर का भोजन', snacks: 'शाम का नाश्ता', dinner: 'रात का भोजन' },
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
