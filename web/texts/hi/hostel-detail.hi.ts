// हिन्दी: A hostel's page; its part of the Hindi texts (parts.ts).
import hostels from './hostels';
import messes from './messes';

export default {
  ...hostels,
  ...messes,
};
