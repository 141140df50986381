// हिन्दी: The About page; its part of the Hindi texts (parts.ts).
export { default } from './content-page';
