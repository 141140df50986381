// हिन्दी: People's roles, in the directory and the sitemap.
import type { roleTexts } from '../../features/people/roles';
import type { Translation } from '../../lib/texts';
import { PERSON_ROLE_LABELS } from '@contract/modules/people/role-labels';

export default {
  roles: PERSON_ROLE_LABELS.hi satisfies Translation<typeof roleTexts>,
};
