// हिन्दी: The archive's pages; their part of the Hindi texts (parts.ts).
import type { archiveTexts } from '../../features/archive/texts';
import type { Translation } from '../../lib/texts';

export default {
  archive: {
    title: 'अभिलेखागार',
    intro: 'जिन सूचनाओं की अवधि समाप्त हो चुकी है और जो कार्यक्रम हो चुके हैं, वे यहाँ वर्ष के अनुसार रखे जाते हैं।',
    yearTitle: (year: number) => `${year} का अभिलेखागार`,
    yearIntro: (year: number) => `${year} में जिन सूचनाओं की अवधि समाप्त हुई और जो कार्यक्रम हुए।`,
    searchLabel: 'अभिलेखागार में खोजें',
    searchPlaceholder: 'शीर्षक या विवरण का कोई शब्द',
    yearsTitle: 'वर्ष',
    yearCounts: (notices: number, events: number) =>
      `${notices} ${notices === 1 ? 'सूचना' : 'सूचनाएँ'}, ${events} कार्यक्रम`,
    found: (n: number) => (n === 1 ? '1 परिणाम मिला' : `${n} परिणाम मिले`),
    notices: 'सूचनाएँ',
    events: 'कार्यक्रम',
    notice: 'सूचना',
    event: 'कार्यक्रम',
    expiredOn: (date: string) => `अवधि समाप्त: ${date}`,
    postedOn: (date: string) => `प्रकाशित: ${date}`,
    heldOn: (date: string) => `आयोजित: ${date}`,
    time: 'समय',
    place: 'स्थान',
    moreAt: 'और पढ़ें',
    allYears: 'सभी वर्ष',
    backToYear: (year: number) => `${year} पर लौटें`,
    loading: 'अभिलेखागार खुल रहा है...',
    emptyTitle: 'अभिलेखागार में अभी कुछ नहीं है',
    emptyHint: 'किसी सूचना की अवधि समाप्त होने पर वह यहाँ आ जाती है, और कोई कार्यक्रम उसका दिन बीत जाने पर।',
    noneInYear: 'इस वर्ष कोई नहीं।',
    noResults: (query: string) => `अभिलेखागार में "${query}" से मेल खाता कुछ नहीं मिला`,
    noResultsHint: 'वर्तनी जाँच लें, या शीर्षक का कोई एक शब्द लिखकर देखें।',
    notFoundTitle: 'अभिलेखागार में नहीं मिला',
    notFoundText: 'यह अभिलेखागार में नहीं है: हो सकता है कार्यालय ने इसे बाहर रखा हो, या अभिलेखागार अब इसे नहीं रखता।',
  } satisfies Translation<typeof archiveTexts>,
};
