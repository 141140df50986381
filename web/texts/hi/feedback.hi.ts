// हिन्दी: The feedback form; its part of the Hindi texts (parts.ts).
import type { feedbackTexts } from '../../features/feedback/texts';
import type { Translation } from '../../lib/texts';

export default {
  feedback: {
    title: 'प्रतिक्रिया',
    intro: 'इस साइट पर जो कुछ गलत, अधूरा या पुराना है, या आपके मन में कोई और बात हो, तो छात्रावास कार्यालय को बताएँ। इसे केवल कार्यालय पढ़ता है।',
    message: 'आपका संदेश',
    name: 'आपका नाम (वैकल्पिक)',
    email: 'आपका ई-मेल (वैकल्पिक, यदि आप उत्तर चाहते हैं)',
    page: 'संदेश किस पृष्ठ के बारे में है (वैकल्पिक)',
    pageHint: 'इस साइट पर उस पृष्ठ का पता, जैसे /hi/hostels।',
    trap: 'इसे खाली छोड़ें',
    send: 'कार्यालय को भेजें',
    sending: 'भेजा जा रहा है…',
    sendAnother: 'एक और संदेश भेजें',
    failed: 'आपका संदेश नहीं भेजा जा सका। इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  } satisfies Translation<typeof feedbackTexts>,
};
