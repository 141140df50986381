import type { AppContext } from '../../context';
import * as repo from './repo';

/** The files for students for visitors, every file for an admin. */
export const readFiles = ({ db, responses }: AppContext, isAdmin = false) =>
  responses.read(isAdmin ? 'files all' : 'files students', async () => ({ value: await repo.listFiles(db, isAdmin) }));
