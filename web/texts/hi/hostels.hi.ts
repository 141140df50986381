// हिन्दी: The hostels' list; its part of the Hindi texts (parts.ts).
export { default } from './hostels';
