// The starting gallery's captions in Hindi, by their English caption (starting-items.ts).
export const startingGalleryHindi: Record<string, string> = {
  'A double room with a wardrobe and a shared study table': 'अलमारी और साझा पढ़ने की मेज़ वाला दो विद्यार्थियों का कमरा',
  'A triple room, made up for the new semester': 'नए सेमेस्टर के लिए तैयार किया गया तीन विद्यार्थियों का कमरा',
  'Lunch hour in the hostel dining hall': 'छात्रावास के भोजन कक्ष में दोपहर के भोजन का समय',
  'Residents queue at the mess serving counter': 'मेस के भोजन काउंटर पर क़तार में खड़े निवासी',
  'Residents on stage at the hostel cultural night': 'छात्रावास की सांस्कृतिक संध्या में मंच पर निवासी',
  'A full house for the Hostel Day performances': 'छात्रावास दिवस की प्रस्तुतियों के लिए खचाखच भरा सभागार',
  'An evening football match on the hostel ground': 'छात्रावास के मैदान पर शाम का फ़ुटबॉल मैच',
  'Sunset over the sea, a short walk from the hostels': 'छात्रावासों से कुछ ही क़दम की दूरी पर समुद्र के ऊपर सूर्यास्त',
  'A hostel block among the trees on a clear morning': 'साफ़ सुबह में पेड़ों के बीच एक छात्रावास ब्लॉक',
};
