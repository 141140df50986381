// हिन्दी: The Files page; its part of the Hindi texts (parts.ts).
import files from './files';

export default {
  ...files,
};
