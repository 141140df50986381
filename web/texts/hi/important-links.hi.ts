// हिन्दी: The Important Links page; its part of the Hindi texts (parts.ts).
export { default } from './content-page';
