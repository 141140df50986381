// हिन्दी: The feedback form; its part of the Hindi texts (parts.ts).
import type { feedbackOutcomeTexts, feedbackTexts } from '../../features/feedback/texts';
import type { Translation } from '../../lib/texts';
import { FEEDBACK_LIMITS } from '@contract/modules/feedback/texts';

export default {
  feedback: {
    title: 'प्रतिक्रिया',
    intro:
      'इस साइट पर जो कुछ ग़लत, अधूरा या पुराना हो, या आपके मन में कोई और ' +
      'बात हो, वह छात्रावास कार्यालय को बताएँ। इसे केवल कार्यालय पढ़ता है।',
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

  feedbackOutcomes: {
    sent: 'धन्यवाद। आपका संदेश छात्रावास कार्यालय तक पहुँच गया है।',
    messageRequired: 'कृपया अपना संदेश लिखें।',
    messageTooLong: `आपका संदेश अधिक से अधिक ${FEEDBACK_LIMITS.message} अक्षरों का हो सकता है।`,
    nameTooLong: `आपका नाम अधिक से अधिक ${FEEDBACK_LIMITS.name} अक्षरों का हो सकता है।`,
    emailInvalid: 'कृपया मान्य ई-मेल पता लिखें, या इसे खाली छोड़ दें।',
    pageInvalid: 'पृष्ठ इस साइट का कोई पता होना चाहिए, जैसे /hi/hostels।',
    tooFast: 'यह किसी व्यक्ति के लिखने की गति से कहीं तेज़ भेजा गया। कृपया कुछ सेकंड रुककर फिर से भेजें।',
    formExpired: 'फ़ॉर्म की अवधि समाप्त हो गई है या उसकी पुष्टि नहीं हो सकी। कृपया पृष्ठ फिर से लोड करें और अपना संदेश दोबारा भेजें।',
    looksAutomated: 'आपका संदेश स्वचालित लगता है और भेजा नहीं गया। कृपया छिपे हुए "इसे खाली छोड़ें" क्षेत्र को खाली ही रहने दें।',
    tooMany: (minutes: number) => `आप पहले ही कई संदेश भेज चुके हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`,
  } satisfies Translation<typeof feedbackOutcomeTexts>,
};
