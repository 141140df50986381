import { RulesDocument } from '../../features/rules/components/rules-document';

export function RulesPage() {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>Rules and Regulations</h1>
        <p>Every resident of the institute hostels agrees to these rules at admission. Read them once, and keep them in mind.</p>
      </header>
      <RulesDocument />
    </main>
  );
}
