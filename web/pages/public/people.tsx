import { TitledPage } from '../../components/layout/titled-page';
import { downloadSubcommitteesFile } from '../../features/files/api';
import { PeopleDirectory } from '../../features/people/components/people-directory';
import { peopleTexts } from '../../features/people/texts';

export function PeoplePage() {
  return (
    <TitledPage title={peopleTexts.title} intro={peopleTexts.intro}>
      <PeopleDirectory downloadSubcommittees={downloadSubcommitteesFile} />
    </TitledPage>
  );
}
