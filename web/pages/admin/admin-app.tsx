export default function AdminApp() {
  return <main />;
}
