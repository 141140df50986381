import { plainRecordTrash } from '../trash/plain-record';
import { deleteNotification } from './repo';

export const notificationTrash = plainRecordTrash('notifications', { name: 'title' }, deleteNotification);
