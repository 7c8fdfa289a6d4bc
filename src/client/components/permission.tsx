import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { buttonAllowed, rolesAllow } from '../router/permission-rules.ts';
import { usePermissionStore } from '../stores/permission-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

export { buttonAllowed, rolesAllow };

/** Whether the signed-in user holds button permission `key` (outside React; reads the stores now). */
export function hasButton(key: string): boolean {
  return buttonAllowed(useSessionStore.getState().roles, usePermissionStore.getState().buttons, key);
}

/** Whether the signed-in user holds button permission `key`; re-renders when permissions change. */
export function useHasButton(key: string): boolean {
  const roles = useSessionStore((s) => s.roles);
  const buttons = usePermissionStore((s) => s.buttons);
  return buttonAllowed(roles, buttons, key);
}

/** Whether the signed-in user holds one of `roles` (throws 'need roles' for an empty list). */
export function useHasRole(roles: readonly string[]): boolean {
  const userRoles = useSessionStore((s) => s.roles);
  return rolesAllow(userRoles, roles);
}

/** Shows its children only to users holding one of `roles`; throws 'need roles' for an empty list. */
export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return useHasRole(roles) ? children : null;
}

/** An antd button shown only to users holding button permission `perm` (e.g. 'tszy:add'). */
export function PermissionButton({ perm, ...props }: ButtonProps & { perm: string }) {
  return useHasButton(perm) ? <Button {...props} /> : null;
}
