export function FilesPage() {
  return <main className="page container" />;
}
