// हिन्दी: A hostel's page; its part of the Hindi texts (parts.ts).
import type { messDetailsTexts } from '../../features/messes/details-texts';
import type { Translation } from '../../lib/texts';
import hostels from './hostels';
import messes from './messes';

export default {
  ...hostels,
  ...messes,

  messDetails: {
    messName: 'मेस का नाम',
    caterer: 'कैटरर',
    messType: 'प्रकार',
    capacity: 'क्षमता',
    capacityValue: (capacity) => `${capacity} विद्यार्थी`,
    nightCanteen: 'रात्रि कैंटीन',
    menuTitle: 'मेनू',
    menuNote: 'साप्ताहिक मेनू मेस के सूचना-पट्ट पर लगाया जाता है और मेस समिति हर महीने उसकी समीक्षा करती है।',
    membersTitle: 'नामित मेस सदस्य',
    noMembers: 'अभी कोई सदस्य नामित नहीं है।',
    noMess: 'इस छात्रावास के मेस की जानकारी उपलब्ध नहीं है।',
    loadingMess: 'मेस का विवरण लोड हो रहा है...',
    contact: 'संपर्क',
    email: 'ई-मेल',
    year: 'वर्ष',
    years: hostels.hostels.years,
  } satisfies Translation<typeof messDetailsTexts>,
};
