/** What a visitor sees when a list has nothing to show: what is missing, and what to try. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="card empty-state">
      <strong>{title}</strong>
      <span>{hint}</span>
    </div>
  );
}
