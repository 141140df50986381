import { hostelBadge } from '../display';
import { hostelTexts as t } from '../texts';

/** 'Girls Hostel' or 'Boys Hostel', each in its own colour. */
export function HostelBadge({ hostel, testId }: { hostel: { name: string; gender?: string | null }; testId?: string }) {
  const badge = hostelBadge(hostel);
  return (
    <span className={`badge ${badge === t.girlsHostel ? 'badge-purple' : 'badge-blue'}`} data-testid={testId}>
      {badge}
    </span>
  );
}
