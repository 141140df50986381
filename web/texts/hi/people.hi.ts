// हिन्दी: The People page; its part of the Hindi texts (parts.ts).
import type { peopleTexts } from '../../features/people/texts';
import type { Translation } from '../../lib/texts';
import roles from './roles';
import files from './files';

export default {
  ...roles,
  ...files,

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
    subcommitteesNotChosen: 'छात्रावास कार्यालय ने अभी तक छात्रावास उपसमितियों की फ़ाइल नहीं चुनी है। कृपया बाद में फिर देखें।',
    count: (count) => `${count} व्यक्ति`,
    hostels: 'छात्रावास',
    moreHostels: (count) => `और ${count} अन्य`,
    showContact: 'संपर्क दिखाएँ',
    hideContact: 'संपर्क छिपाएँ',
    contactNumber: 'संपर्क नंबर',
    email: 'ई-मेल',
    contact: 'संपर्क',
    notAvailable: 'उपलब्ध नहीं',
    readMore: 'और पढ़ें',
  } satisfies Translation<typeof peopleTexts>,
};
