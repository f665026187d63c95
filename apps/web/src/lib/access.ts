/**
 * Button-level permissions (spec §6, DESIGN.md convention 9): a pure function of the list the
 * server returns for one menu. Client-side per-button lists are empty, so a code the server
 * did not grant is simply absent and its button is not rendered.
 */
import type { FunctionPermission } from '@merchant/shared';

export interface Access {
  can: (code: string) => boolean;
}

export const buildAccess = (
  perms: readonly Pick<FunctionPermission, 'name'>[] | null | undefined,
): Access => {
  const granted = new Set((perms ?? []).map((perm) => perm.name));
  return { can: (code) => granted.has(code) };
};

/** Until the list has loaded nothing is allowed: buttons appear, never disappear. */
export const noAccess: Access = buildAccess([]);
