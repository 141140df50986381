import { downloadSubcommitteesFile } from '../../features/files/api';
import { PeopleDirectory } from '../../features/people/components/people-directory';
import { peopleTexts } from '../../features/people/texts';

export function PeoplePage() {
  return (
    <main className="page container">
      <header className="section-title">
        <h1>{peopleTexts.title}</h1>
        <p>{peopleTexts.intro}</p>
      </header>
      <PeopleDirectory downloadSubcommittees={downloadSubcommitteesFile} />
    </main>
  );
}
