export function GalleryPage() {
  return <main className="page container" />;
}
