// हिन्दी: The page not found; its part of the Hindi texts (parts.ts).
export { default } from './not-found';
