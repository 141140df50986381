// हिन्दी: The hostels, on their list and on each hostel's page.
import type { hostelTexts } from '../../features/hostels/texts';
import type { Translation } from '../../lib/texts';

export default {
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
    imageAlt: (name) => `${name} का भवन`,

    girlsHostel: 'छात्रा छात्रावास',
    girlsHostelMark: 'छात्रा छात्रावास',
    boysHostel: 'छात्र छात्रावास',
    block: 'ब्लॉक',
    noBlock: 'लागू नहीं',
    noYear: 'लागू नहीं',
    years: { '1st': 'प्रथम', '2nd': 'द्वितीय', '3rd': 'तृतीय', '4th': 'चतुर्थ' },
    rooms: 'कमरे',
    gender: 'लिंग',
    genders: { male: 'पुरुष', female: 'महिला' },
    sharing: 'प्रति कमरा',
    sharings: { single: 'एक विद्यार्थी', double: 'दो विद्यार्थी', triple: 'तीन विद्यार्थी' },
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
    staffRoles: { warden: 'वार्डन', quality_maintenance_warden: 'गुणवत्ता एवं रखरखाव वार्डन', supervisor: 'पर्यवेक्षक' },
    unknown: 'अज्ञात',

    staffFields: { name: 'नाम', contact: 'संपर्क', email: 'ई-मेल', designation: 'पदनाम', role: 'भूमिका' },

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
};
