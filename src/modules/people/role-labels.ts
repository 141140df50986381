// The roles' labels in each translated language, apart from roles.ts so that
// an English page, which reads the roles, downloads none of them.
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '../../languages';
import { PERSON_ROLES, type KnownRole } from './roles';

/** The roles' labels in each translated language: the People page's and search's. */
export const PERSON_ROLE_LABELS: Record<TranslatedLanguage, Record<KnownRole, string>> = {
  hi: {
    warden: 'वार्डन',
    quality_maintenance_warden: 'गुणवत्ता एवं रखरखाव वार्डन',
    supervisor: 'पर्यवेक्षक',
    hostel_council: 'छात्रावास परिषद',
    hostel_staff: 'छात्रावास कर्मचारी',
    gmc_mc: 'सामान्य मेस समिति एवं मेस समिति',
    se_office_staff: 'एसई कार्यालय कर्मचारी',
    housekeeping_staff: 'साफ़-सफ़ाई कर्मचारी',
  },
};

/** A role as `language` names it ('warden' → 'Wardens'); any other role as it is stored. */
export const roleLabelIn = (language: Language, role: string) =>
  (language === DEFAULT_LANGUAGE
    ? PERSON_ROLES.find((known) => known.value === role)?.label
    : PERSON_ROLE_LABELS[language][role as KnownRole]) ?? role;
