// हिन्दी: Each page's head (title, description): the server's alone, in no part a browser loads.
import type { pageHeadTexts } from '../../app/page-heads';
import type { Translation } from '../../lib/texts';

export default {
  pageHeads: {
    homeTitle: 'संस्थान छात्रावास: संस्थान के विद्यार्थियों का घर',
    homeDescription: 'ताज़ा सूचनाएँ, आगामी कार्यक्रम, छात्रावास, लोग, मेस का विवरण, नियम और डाउनलोड।',
    aboutTitle: 'संस्थान छात्रावास न्यास के बारे में',
    aboutDescription: 'संस्थान छात्रावास न्यास की दृष्टि, निदेशक और मुख्य वार्डन के संदेश, और विद्यार्थी हमारे छात्रावास क्यों चुनते हैं।',
    hostelDescription: (name, rooms) => `${name}: इसके वार्डन और पर्यवेक्षक, ${rooms} कमरे और उनकी सुविधाएँ, और इसका मेस।`,
    peopleTitle: 'हमारे लोग',
    peopleDescription: 'संस्थान छात्रावासों के वार्डन, पर्यवेक्षक, छात्रावास परिषद और कर्मचारी, उनके फ़ोन नंबर और ई-मेल सहित।',
    galleryTitle: 'गैलरी',
    galleryDescription: 'चित्रों में छात्रावास का जीवन: कमरे, मेस, कार्यक्रम, खेलकूद और परिसर के दृश्य।',
    rulesTitle: 'नियम एवं विनियम',
    rulesDescription:
      'वे नियम जिन्हें संस्थान छात्रावासों का हर निवासी प्रवेश के समय स्वीकार करता है: आचरण, समय, आगंतुक, मेस और सुरक्षा।',
    filesTitle: 'फ़ाइलें एवं दस्तावेज़',
    filesDescription: 'छात्रावास कार्यालय के फ़ॉर्म, परिपत्र और दस्तावेज़, डाउनलोड के लिए।',
    achievementsTitle: 'हमारी उपलब्धियाँ',
    achievementsDescription: 'छात्रावासों और उनके निवासियों की उपलब्धियाँ, पर्यावरण संरक्षण से लेकर खेलकूद और संस्कृति तक।',
  } satisfies Translation<typeof pageHeadTexts>,
};
