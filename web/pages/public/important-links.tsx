export function ImportantLinksPage() {
  return <main className="page container" />;
}
