import type { AppContext } from '../../context';
import * as repo from './repo';

/** Every person, as the API returns it and the public pages show it. */
export const readPeople = ({ db, responses }: AppContext) =>
  responses.read('people', async () => ({ value: await repo.listPeople(db) }));
