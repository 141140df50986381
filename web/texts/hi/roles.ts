// हिन्दी: People's roles, in the directory and the sitemap.
import type { roleTexts } from '../../features/people/roles';
import type { Translation } from '../../lib/texts';

export default {
  roles: {
    warden: 'वार्डन',
    quality_maintenance_warden: 'गुणवत्ता एवं अनुरक्षण वार्डन',
    supervisor: 'पर्यवेक्षक',
    hostel_council: 'छात्रावास परिषद',
    hostel_staff: 'छात्रावास कर्मचारी',
    gmc_mc: 'जीएमसी एवं एमसी',
    se_office_staff: 'एसई कार्यालय कर्मचारी',
    housekeeping_staff: 'हाउसकीपिंग कर्मचारी',
  } satisfies Translation<typeof roleTexts>,
};
