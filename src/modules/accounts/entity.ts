import type { RecordKind } from '../entity';
import type { Account } from './model';
import { findAccount } from './repo';

export const accountKind = {
  entity: 'accounts',
  nameField: 'username',
  find: findAccount,
} satisfies RecordKind<Account>;
