import { plainRecordTrash } from '../trash/plain-record';
import { deleteEvent } from './repo';

export const eventTrash = plainRecordTrash('events', { name: 'title', blob: 'image' }, deleteEvent);
