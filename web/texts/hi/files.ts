// हिन्दी: Files and their downloads, on the Files page and the People page (Hostel Subcommittees).
import type { publicFileTexts } from '../../features/files/texts';
import type { Translation } from '../../lib/texts';

export default {
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
};
