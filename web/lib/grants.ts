// Which writes the signed-in account may make, read from the roles' grants
// (src/auth/permissions.ts) that the server enforces: the console shows each
// account only the buttons it may use.
import { may, mayEver, type Target } from '@contract/auth/permissions';
import type { EntityName } from '@contract/manifest';
import { useAccount } from './auth';

export type EntityGrants<T> = { canAdd: boolean; canEdit(record: T): boolean; canDelete(record: T): boolean };

/** An entity panel's grants: adding at all, and editing or deleting each record (`targetOf` tells a warden's reach). */
export function useEntityGrants<T>(entity: EntityName, targetOf: (record: T) => Target = () => ({})): EntityGrants<T> {
  const account = useAccount();
  return {
    canAdd: mayEver(account, `${entity}.create`),
    canEdit: (record) => may(account, `${entity}.update`, targetOf(record)),
    canDelete: (record) => may(account, `${entity}.delete`, targetOf(record)),
  };
}
