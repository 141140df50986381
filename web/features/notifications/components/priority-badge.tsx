import { priorityLabels } from '../texts';

// Known priorities get their own colour; anything else stays neutral (SPEC.md section 3).
const PRIORITY_BADGES: Record<string, string> = {
  low: 'badge-green',
  medium: 'badge-blue',
  high: 'badge-orange',
  urgent: 'badge-red',
};
const PRIORITY_LABELS: Record<string, string> = priorityLabels;

/** A notice's priority, by its label and colour, on the home page and in the console alike. */
export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span className={`badge ${PRIORITY_BADGES[priority] ?? 'badge-gray'}`}>
      {PRIORITY_LABELS[priority] ?? priority}
    </span>
  );
}
