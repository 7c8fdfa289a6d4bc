// What the permit screens need of the session: whether the caller may write permits (qyUser/qyStaff and not
// a view-only token; readonlyUser only reads) and the caller's roles.
import { useSessionStore } from '../../stores/session-store.ts';

const WRITER_ROLES = ['qyUser', 'qyStaff'];

export function usePermitWriter(): boolean {
  const roles = useSessionStore((s) => s.roles);
  const isView = useSessionStore((s) => s.isView);
  return !isView && roles.some((r) => WRITER_ROLES.includes(r));
}
