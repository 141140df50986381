import { describe, expect, test } from 'bun:test';
import { feedbackMessages } from '@contract/modules/feedback/texts';
import { withLanguage } from '../../lib/texts';
import hindi from '../../texts/hi';
import { outcomeMessage } from './texts';

describe("the server's word on a send, in the page's language", () => {
  test(
    'in Hindi: each message the form can get, the wait in ' + 'minutes kept; a message it does not know as it came',
    () => {
      withLanguage('hi', hindi, () => {
        expect(outcomeMessage(feedbackMessages.sent)).toBe('धन्यवाद। आपका संदेश छात्रावास कार्यालय तक पहुँच गया है।');
        expect(outcomeMessage(feedbackMessages.messageTooLong)).toBe('आपका संदेश अधिक से अधिक 2000 अक्षरों का हो सकता है।');
        expect(outcomeMessage(feedbackMessages.tooMany(3))).toBe(
          'आप पहले ही कई संदेश भेज चुके हैं। कृपया 3 मिनट बाद फिर से कोशिश करें।',
        );
        expect(outcomeMessage('The database cannot be reached right now.')).toBe(
          'The database cannot be reached right now.',
        );
      });
    },
  );

  test('in English: as the server says it', () => {
    expect(outcomeMessage(feedbackMessages.tooMany(1))).toBe(feedbackMessages.tooMany(1));
    expect(outcomeMessage(feedbackMessages.formExpired)).toBe(feedbackMessages.formExpired);
  });
});
