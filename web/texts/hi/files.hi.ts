// हिन्दी: The Files page; its part of the Hindi texts (parts.ts).
export { default } from './files';
