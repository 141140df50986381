/** A centred spinner with its text, announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
