// The demo content in Hindi (हिन्दी), by each record's English title or name
// in content.ts: the translatable fields a person reads, names transliterated.
import { startingGalleryHindi } from '../modules/gallery/starting-items.hi';
import type { WeekMenu } from '../modules/messes/menu';

export type DemoHindi = {
  notifications: Record<string, { title: string; message: string }>;
  events: Record<string, { title: string; description: string; location?: string }>;
  hostels: Record<string, { name: string; mess?: string; other_facilities?: string[] }>;
  people: Record<string, { name: string; designation: string; department?: string }>;
  messes: Record<
    string,
    { mess_name: string; caterers_name: string; night_canteen: string; nominated_mess_members?: string[] }
  >;
  files: Record<string, { file_name: string; description?: string }>;
  gallery: Record<string, { caption: string }>;
  menus: Record<string, WeekMenu>;
};

const common = ['वाई-फ़ाई', 'वाचनालय', 'इनडोर खेल कक्ष', 'वॉशिंग मशीन', 'आरओ पेयजल'];

const udupiVegMenu: WeekMenu = {
  monday: {
    breakfast: 'इडली, सांबर, नारियल की चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, सहजन का सांबर, रसम, बीन्स पल्या, दही, अचार',
    snacks: 'मैंगलोर बन्स, चाय',
    dinner: 'चपाती, मिक्स वेज कुरमा, चावल, दाल तड़का, छाछ',
  },
  tuesday: {
    breakfast: 'सेट डोसा, वेज सागु, चाय/कॉफ़ी',
    lunch: 'चावल, टमाटर रसम, कद्दू का सांबर, पत्तागोभी पल्या, दही',
    snacks: 'मसाला पूरी, चाय',
    dinner: 'रागी मुद्दे, सोप्पु सारु, चावल, दाल, केला',
  },
  wednesday: {
    breakfast: 'उपमा, नारियल की चटनी, केला, चाय/कॉफ़ी',
    lunch: 'बिसी बेले भात, बूँदी रायता, पापड़, चावल, रसम',
    snacks: 'मैसूर बोंडा, चटनी, चाय',
    dinner: 'चपाती, आलू मटर, चावल, सांबर, पायसम',
  },
  thursday: {
    breakfast: 'पोंगल, मेदु वड़ा, सांबर, चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, मज्जिगे हुली, चुकंदर पल्या, रसम, दही',
    snacks: 'स्वीट कॉर्न चाट, चाय',
    dinner: 'पूरी, आलू सागु, चावल, दाल, दही',
  },
  friday: {
    breakfast: 'मसाला डोसा, सांबर, चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, सांबर, तोंडेकाई पल्या, रसम, दही, पापड़',
    snacks: 'गोली बजे, चाय',
    dinner: 'चपाती, चना मसाला, जीरा राइस, दाल फ़्राई, गुलाब जामुन',
  },
  saturday: {
    breakfast: 'पोहा, नींबू, सेव, चाय/कॉफ़ी',
    lunch: 'वेज पुलाव, प्याज़ का रायता, चावल, रसम, दही',
    snacks: 'बिस्किट, चाय',
    dinner: 'अक्की रोटी, नारियल की चटनी, चावल, दाल, दही',
  },
  sunday: {
    breakfast: 'आलू पराठा, दही, अचार, चाय/कॉफ़ी',
    lunch: 'वेज बिरयानी, रायता, मिर्ची का सालन, आइसक्रीम',
    snacks: 'पानी पूरी',
    dinner: 'चपाती, पनीर बटर मसाला, चावल, दाल, सलाद',
  },
};

const northSouthVegMenu: WeekMenu = {
  monday: {
    breakfast: 'आलू पराठा, दही, अचार, चाय/कॉफ़ी',
    lunch: 'चावल, दाल मखनी, भिंडी फ़्राई, चपाती, दही',
    snacks: 'समोसा, चाय',
    dinner: 'चपाती, राजमा, जीरा राइस, सलाद',
  },
  tuesday: {
    breakfast: 'इडली, सांबर, चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, सांबर, रसम, गाजर पोरियल, दही',
    snacks: 'ब्रेड पकौड़ा, चाय',
    dinner: 'चपाती, कड़ाही पनीर, चावल, दाल, खीर',
  },
  wednesday: {
    breakfast: 'पोहा, उबले चने, चाय/कॉफ़ी',
    lunch: 'चावल, कढ़ी पकौड़ा, आलू गोभी, चपाती, दही',
    snacks: 'वड़ा पाव, चाय',
    dinner: 'पूरी, छोले, चावल, दाल, सलाद',
  },
  thursday: {
    breakfast: 'रवा डोसा, चटनी, सांबर, चाय/कॉफ़ी',
    lunch: 'लेमन राइस, दही चावल, रसम, पापड़, अचार',
    snacks: 'वेज सैंडविच, चाय',
    dinner: 'चपाती, मिक्स वेज, चावल, दाल तड़का, फ़्रूट कस्टर्ड',
  },
  friday: {
    breakfast: 'पूरी भाजी, चाय/कॉफ़ी',
    lunch: 'चावल, चना दाल, लौकी की सब्ज़ी, चपाती, दही',
    snacks: 'ढोकला, चाय',
    dinner: 'वेज फ़्राइड राइस, गोभी मंचूरियन, चपाती, दाल',
  },
  saturday: {
    breakfast: 'उत्तपम, चटनी, सांबर, चाय/कॉफ़ी',
    lunch: 'चावल, सांबर, अवियल, रसम, दही',
    snacks: 'भेल पूरी, चाय',
    dinner: 'चपाती, मटर पनीर, चावल, दाल, सलाद',
  },
  sunday: {
    breakfast: 'छोले भटूरे, चाय/कॉफ़ी',
    lunch: 'वेज पुलाव, पनीर बटर मसाला, रायता, गुलाब जामुन',
    snacks: 'मसाला कॉर्न, चाय',
    dinner: 'खिचड़ी, कढ़ी, पापड़, अचार, दही',
  },
};

const coastalNonVegMenu: WeekMenu = {
  monday: {
    breakfast: 'इडली, सांबर, चटनी, उबला अंडा, चाय/कॉफ़ी',
    lunch: 'चावल, मछली करी, दाल, पत्तागोभी थोरन, दही',
    snacks: 'एग पफ़, चाय',
    dinner: 'चपाती, चिकन करी, चावल, रसम; शाकाहारियों के लिए पनीर करी',
  },
  tuesday: {
    breakfast: 'नीर डोसा, नारियल की चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, सांबर, फ़िश फ़्राई, बीन्स पल्या, दही',
    snacks: 'प्याज़ पकौड़ा, चाय',
    dinner: 'चपाती, अंडा करी, चावल, दाल, सलाद',
  },
  wednesday: {
    breakfast: 'ब्रेड ऑमलेट, केला, चाय/कॉफ़ी',
    lunch: 'चिकन बिरयानी, रायता, उबला अंडा; शाकाहारियों के लिए वेज बिरयानी',
    snacks: 'बनाना बन्स, चाय',
    dinner: 'चपाती, दाल फ़्राई, आलू गोभी, चावल, दही',
  },
  thursday: {
    breakfast: 'मसाला डोसा, सांबर, चटनी, चाय/कॉफ़ी',
    lunch: 'चावल, रसम, चिकन सुक्का, चुकंदर पल्या, दही',
    snacks: 'वेज कटलेट, चाय',
    dinner: 'चपाती, अंडा भुर्जी, चावल, सांबर',
  },
  friday: {
    breakfast: 'उपमा, चटनी, उबला अंडा, चाय/कॉफ़ी',
    lunch: 'चावल, फ़िश गस्सी, दाल, गाजर पल्या, दही',
    snacks: 'चिकन रोल, चाय',
    dinner: 'घी राइस, चिकन कुरमा, दाल, सलाद',
  },
  saturday: {
    breakfast: 'पोहा, ऑमलेट, चाय/कॉफ़ी',
    lunch: 'चावल, सांबर, अंडा मसाला, पत्तागोभी पल्या, दही',
    snacks: 'समोसा, चाय',
    dinner: 'चपाती, चना मसाला, चावल, रसम, पायसम',
  },
  sunday: {
    breakfast: 'पूरी, आलू सागु, चाय/कॉफ़ी',
    lunch: 'मटन बिरयानी, रायता, केसरी भात; शाकाहारियों के लिए वेज बिरयानी',
    snacks: 'पानी पूरी',
    dinner: 'चपाती, बटर चिकन, चावल, दाल, आइसक्रीम',
  },
};

export const demoHindi: DemoHindi = {
  notifications: {
    'Hostel fee payment for the even semester': {
      title: 'सम सेमेस्टर के छात्रावास शुल्क का भुगतान',
      message:
        'सम सेमेस्टर का छात्रावास और मेस शुल्क इस महीने के अंत तक जमा करना है। नियत तिथि के बाद प्रति दिन ₹100 का जुर्माना लगेगा।',
    },
    'Water supply interruption in Karavali blocks': {
      title: 'करावली ब्लॉकों में जल आपूर्ति बाधित रहेगी',
      message: 'टंकी की सफ़ाई के कारण शनिवार को सुबह 10 बजे से दोपहर 2 बजे तक जल आपूर्ति बंद रहेगी। कृपया पहले से पानी भरकर रख लें।',
    },
    'Mess feedback survey': {
      title: 'मेस प्रतिक्रिया सर्वेक्षण',
      message:
        'अपने मेस के मेनू, भोजन की गुणवत्ता और साफ़-सफ़ाई के बारे में सामान्य ' +
        'मेस समिति को अपनी राय बताएँ। सर्वेक्षण में केवल पाँच मिनट लगते हैं।',
    },
    'Room allotment for the next academic year': {
      title: 'अगले शैक्षणिक वर्ष के लिए कमरों का आवंटन',
      message: 'पढ़ाई जारी रखने वाले विद्यार्थियों के लिए कमरों का आवंटन अगले सप्ताह आवंटन पोर्टल पर शुरू होगा। अपना रोल नंबर तैयार रखें।',
    },
    'Mid-semester holiday hostel timings': {
      title: 'मध्य-सेमेस्टर अवकाश में छात्रावास का समय',
      message:
        'मध्य-सेमेस्टर अवकाश के दौरान छात्रावास खुले रहेंगे। परिसर से बाहर जाने वाले निवासियों को आवागमन रजिस्टर में प्रविष्टि करनी होगी।',
    },
    'Draft: new visitor policy': {
      title: 'मसौदा: नई आगंतुक नीति',
      message: 'वार्डनों के साथ चर्चा के लिए संशोधित आगंतुक नीति का मसौदा।',
    },
  },
  events: {
    'Hostel Day Celebrations': {
      title: 'छात्रावास दिवस समारोह',
      description:
        'हर छात्रावास के निवासियों द्वारा संगीत, नृत्य और लघु नाटिकाओं से सजी एक शाम, जिसके बाद मुख्य लॉन में रात्रिभोज होगा।',
      location: 'ओपन एयर थिएटर',
    },
    'Inter-Hostel Football Finals': {
      title: 'अंतर-छात्रावास फ़ुटबॉल फ़ाइनल',
      description: 'अंतर-छात्रावास फ़ुटबॉल लीग के फ़ाइनल में करावली और सह्याद्रि आमने-सामने होंगे। आइए और अपने ब्लॉक का उत्साह बढ़ाइए!',
      location: 'मुख्य मैदान',
    },
    'Hostel Hackathon 2026': {
      title: 'छात्रावास हैकथॉन 2026',
      description:
        'छात्रावास के जीवन को बेहतर बनाने वाले विचारों पर 24 घंटे का हैकथॉन: मेस पर प्रतिक्रिया, कमरों का रखरखाव और ऊर्जा की बचत।',
      location: 'केंद्रीय कंप्यूटर केंद्र',
    },
    'Guest Lecture: Living Well on Campus': {
      title: 'अतिथि व्याख्यान: परिसर में स्वस्थ जीवन',
      description: 'विद्यार्थी कल्याण केंद्र परीक्षाओं के दौरान नींद, भोजन और तनाव के बारे में बात करेगा।',
    },
    'Campus Cleanliness Drive': {
      title: 'परिसर स्वच्छता अभियान',
      description: 'निवासी और साफ़-सफ़ाई कर्मचारी मिलकर समुद्र तट की सफ़ाई करते हैं और छात्रावास ब्लॉकों के आसपास पौधे लगाते हैं।',
      location: 'बीच गेट',
    },
    'International Yoga Day': {
      title: 'अंतरराष्ट्रीय योग दिवस',
      description: 'सभी निवासियों के लिए सुबह का योग सत्र; योग मैट उपलब्ध कराई जाएँगी।',
      location: 'गंगा (छात्रा छात्रावास I) का लॉन',
    },
  },
  hostels: {
    'Karavali (Block I)': { name: 'करावली (ब्लॉक I)', mess: 'करावली मेस', other_facilities: [...common, 'व्यायामशाला'] },
    'Karavali (Block II)': { name: 'करावली (ब्लॉक II)', mess: 'करावली मेस', other_facilities: [...common] },
    'Sahyadri (Block III)': {
      name: 'सह्याद्रि (ब्लॉक III)',
      mess: 'सह्याद्रि मेस',
      other_facilities: [...common, 'संगीत कक्ष'],
    },
    'Netravati (Block IV)': {
      name: 'नेत्रावती (ब्लॉक IV)',
      mess: 'नेत्रावती मेस',
      other_facilities: [...common, 'बैडमिंटन कोर्ट'],
    },
    'Kaveri (Block V)': { name: 'कावेरी (ब्लॉक V)', mess: 'कावेरी मेस', other_facilities: [...common] },
    'Tunga (Block VI)': { name: 'तुंगा (ब्लॉक VI)', mess: 'तुंगा मेस', other_facilities: [...common, 'टेबल टेनिस'] },
    'Bhadra (Block VII)': { name: 'भद्रा (ब्लॉक VII)', mess: 'भद्रा मेस', other_facilities: [...common] },
    'Sharavati (Block VIII)': {
      name: 'शरावती (ब्लॉक VIII)',
      mess: 'शरावती मेस',
      other_facilities: [...common, 'शोधार्थी लाउंज'],
    },
    'Aghanashini (Block IX)': {
      name: 'अघनाशिनी (ब्लॉक IX)',
      mess: 'मेगा मेस (मांसाहारी)',
      other_facilities: ['वाई-फ़ाई', 'पास में पारिवारिक आवास'],
    },
    'Mega Hostel (Block X)': {
      name: 'मेगा छात्रावास (ब्लॉक X)',
      mess: 'मेगा मेस (शाकाहारी)',
      other_facilities: [...common, 'व्यायामशाला', 'लिफ़्ट'],
    },
    'Ganga (GH I)': { name: 'गंगा (छात्रा छात्रावास I)', mess: 'गंगा मेस', other_facilities: [...common, 'योग कक्ष'] },
    'Yamuna (GH II)': { name: 'यमुना (छात्रा छात्रावास II)', mess: 'यमुना मेस', other_facilities: [...common] },
    'Saraswati (GH III)': {
      name: 'सरस्वती (छात्रा छात्रावास III)',
      mess: 'गंगा मेस',
      other_facilities: [...common, 'स्टडी पॉड'],
    },
  },
  people: {
    'Dr. Arjun Hegde': { name: 'डॉ. अर्जुन हेगड़े', designation: 'सह-प्रोफ़ेसर', department: 'यांत्रिक अभियांत्रिकी' },
    'Dr. Meera Shenoy': { name: 'डॉ. मीरा शेनॉय', designation: 'प्रोफ़ेसर', department: 'रासायनिक अभियांत्रिकी' },
    'Dr. Ravi Kulkarni': { name: 'डॉ. रवि कुलकर्णी', designation: 'सहायक प्रोफ़ेसर', department: 'सिविल अभियांत्रिकी' },
    'Dr. Kavya Rao': { name: 'डॉ. काव्या राव', designation: 'सह-प्रोफ़ेसर', department: 'इलेक्ट्रॉनिकी एवं संचार' },
    'Dr. Suresh Pai': { name: 'डॉ. सुरेश पै', designation: 'प्रोफ़ेसर', department: 'कंप्यूटर विज्ञान एवं अभियांत्रिकी' },
    'Dr. Nikhil Bhat': { name: 'डॉ. निखिल भट', designation: 'सहायक प्रोफ़ेसर', department: 'विद्युत एवं इलेक्ट्रॉनिकी' },
    'Dr. Prakash Nayak': { name: 'डॉ. प्रकाश नायक', designation: 'प्रोफ़ेसर', department: 'धातुकर्म एवं पदार्थ अभियांत्रिकी' },
    'Mr. Ganesh Poojary': { name: 'श्री गणेश पूजारी', designation: 'छात्रावास पर्यवेक्षक' },
    'Ms. Lakshmi Acharya': { name: 'सुश्री लक्ष्मी आचार्य', designation: 'छात्रावास पर्यवेक्षक' },
    'Mr. Ramesh Shetty': { name: 'श्री रमेश शेट्टी', designation: 'छात्रावास पर्यवेक्षक' },
    'Mr. Dinesh Kamath': { name: 'श्री दिनेश कामत', designation: 'वरिष्ठ छात्रावास पर्यवेक्षक' },
    'Mr. Harish Salian': { name: 'श्री हरीश सालियान', designation: 'छात्रावास पर्यवेक्षक' },
    'Aditya Menon': {
      name: 'आदित्य मेनन',
      designation: 'महासचिव, छात्रावास परिषद',
      department: 'कंप्यूटर विज्ञान एवं अभियांत्रिकी',
    },
    'Sneha Iyer': { name: 'स्नेहा अय्यर', designation: 'संयुक्त सचिव, छात्रावास परिषद', department: 'सूचना प्रौद्योगिकी' },
    'Rahul Deshpande': { name: 'राहुल देशपांडे', designation: 'मेस सचिव', department: 'यांत्रिक अभियांत्रिकी' },
    'Farhan Ali': { name: 'फ़रहान अली', designation: 'खेल सचिव', department: 'सिविल अभियांत्रिकी' },
    'Mr. Vinay Kotian': { name: 'श्री विनय कोटियन', designation: 'कार्यालय सहायक' },
    'Ms. Shobha Devadiga': { name: 'सुश्री शोभा देवाडिगा', designation: 'लेखा लिपिक' },
    'Mr. Sanjay Gowda': { name: 'श्री संजय गौड़ा', designation: 'इलेक्ट्रीशियन' },
    'Dr. Anitha Prabhu': { name: 'डॉ. अनिता प्रभु', designation: 'अध्यक्ष, सामान्य मेस समिति', department: 'मानविकी' },
    'Mr. Keshav Murthy': { name: 'श्री केशव मूर्ति', designation: 'संयोजक, मेस समिति' },
    'Mr. Praveen Alva': { name: 'श्री प्रवीण आल्वा', designation: 'अनुभाग अधिकारी' },
    'Ms. Deepa Naik': { name: 'सुश्री दीपा नाइक', designation: 'सहायक अनुभाग अधिकारी' },
    'Mr. Manjunath B': { name: 'श्री मंजुनाथ बी.', designation: 'साफ़-सफ़ाई प्रमुख' },
    'Ms. Sharada K': { name: 'सुश्री शारदा के.', designation: 'साफ़-सफ़ाई कर्मचारी' },
  },
  messes: {
    'Ganga Mess': {
      mess_name: 'गंगा मेस',
      caterers_name: 'अन्नपूर्णा कैटरर्स',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: [
        'स्नेहा अय्यर - मेस प्रतिनिधि - +91 90000 33402 - jointsec.hostels@example.edu - 3rd',
        'पूजा हेब्बार - सदस्य - +91 90000 34001 - 2nd',
        'अनन्या दास - सदस्य',
      ],
    },
    'Yamuna Mess': {
      mess_name: 'यमुना मेस',
      caterers_name: 'श्री दुर्गा फ़ूड्स',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: ['ऋतिका शर्मा - मेस प्रतिनिधि - +91 90000 34002 - ritika.s@example.edu - 2nd'],
    },
    'Karavali Mess': {
      mess_name: 'करावली मेस',
      caterers_name: 'कोस्टल किचन सर्विसेज़',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: [
        'आदित्य मेनन - मेस संयोजक - +91 90000 33401 - gensec.hostels@example.edu - 4th',
        'वरुण रेड्डी - सदस्य - +91 90000 34003 - 1st',
      ],
    },
    'Sahyadri Mess': {
      mess_name: 'सह्याद्रि मेस',
      caterers_name: 'उडुपी सागर कैटरर्स',
      night_canteen: 'उपलब्ध नहीं',
      nominated_mess_members: ['राहुल देशपांडे - मेस सचिव - +91 90000 33403 - messsec.hostels@example.edu - 3rd'],
    },
    'Netravati Mess': { mess_name: 'नेत्रावती मेस', caterers_name: 'मालाबार फ़ूड कोर्ट', night_canteen: 'उपलब्ध' },
    'Kaveri Mess': {
      mess_name: 'कावेरी मेस',
      caterers_name: 'मैसूर मील्स प्रा. लि.',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: ['किरण पाटिल - सदस्य - +91 90000 34004 - kiran.p@example.edu - 3rd'],
    },
    'Tunga Mess': {
      mess_name: 'तुंगा मेस',
      caterers_name: 'स्पाइस रूट कैटरर्स',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: ['फ़रहान अली - खेल सचिव - +91 90000 33404 - sportssec.hostels@example.edu - 4th'],
    },
    'Bhadra Mess': { mess_name: 'भद्रा मेस', caterers_name: 'श्री कृष्ण भवन कैटरर्स', night_canteen: 'उपलब्ध नहीं' },
    'Sharavati Mess': {
      mess_name: 'शरावती मेस',
      caterers_name: 'कोंकण फ़्लेवर्स',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: ['अश्विन राव - शोधार्थी प्रतिनिधि - +91 90000 34005'],
    },
    'Mega Mess (Veg)': {
      mess_name: 'मेगा मेस (शाकाहारी)',
      caterers_name: 'अन्नपूर्णा कैटरर्स',
      night_canteen: 'उपलब्ध',
      nominated_mess_members: ['केशव मूर्ति - संयोजक - +91 94480 55602 - mess.committee@example.edu'],
    },
    'Mega Mess (Non-Veg)': {
      mess_name: 'मेगा मेस (मांसाहारी)',
      caterers_name: 'कोस्टल किचन सर्विसेज़',
      night_canteen: 'उपलब्ध',
    },
  },
  files: {
    'Hostel Rules Handbook': {
      file_name: 'छात्रावास नियम-पुस्तिका',
      description: 'छात्रावास के निवासियों के लिए संपूर्ण नियम एवं विनियम, जुर्मानों की सूची के साथ।',
    },
    'Hostel Subcommittees 2026-27': {
      file_name: 'छात्रावास उपसमितियाँ 2026-27',
      description: 'छात्रावास की उपसमितियों के सदस्य: मेस, खेलकूद, सांस्कृतिक, रखरखाव और अनुशासन।',
    },
    'Mess Rebate Application Form': {
      file_name: 'मेस रिबेट आवेदन पत्र',
      description: 'लगातार 5 या उससे अधिक दिनों की अनुपस्थिति पर रिबेट के लिए कम से कम एक सप्ताह पहले आवेदन करें।',
    },
    'Room Change Request Form': {
      file_name: 'कमरा बदलने का अनुरोध पत्र',
      description: 'अपने छात्रावास ब्लॉक के भीतर कमरा बदलने का अनुरोध करें।',
    },
    'Anti-Ragging Undertaking': {
      file_name: 'रैगिंग-विरोधी वचन-पत्र',
      description: 'वह वचन-पत्र जिस पर हर निवासी वर्ष की शुरुआत में हस्ताक्षर करता है।',
    },
    'Hostel Fee Structure 2026-27': { file_name: 'छात्रावास शुल्क संरचना 2026-27' },
    'Warden Duty Roster': {
      file_name: 'वार्डन ड्यूटी रोस्टर',
      description: 'वार्डनों और पर्यवेक्षकों का रात्रि ड्यूटी रोस्टर (केवल कर्मचारियों के लिए)।',
    },
  },
  // The demo has no gallery of its own: a demo site shows the starting gallery every site gets.
  gallery: Object.fromEntries(Object.entries(startingGalleryHindi).map(([english, caption]) => [english, { caption }])),
  menus: {
    'Ganga Mess': northSouthVegMenu,
    'Yamuna Mess': coastalNonVegMenu,
    'Karavali Mess': udupiVegMenu,
    'Sahyadri Mess': udupiVegMenu,
    'Netravati Mess': coastalNonVegMenu,
    'Kaveri Mess': udupiVegMenu,
    'Tunga Mess': coastalNonVegMenu,
    'Bhadra Mess': northSouthVegMenu,
    'Sharavati Mess': coastalNonVegMenu,
    'Mega Mess (Veg)': northSouthVegMenu,
    'Mega Mess (Non-Veg)': coastalNonVegMenu,
  },
};
