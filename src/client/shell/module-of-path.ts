// Pure rules of the modules-not-enabled page (spec 000 §2 "Modules-not-enabled page").
import { ALL_MODULE_KEYS } from '../../domain/modules.ts';

/** The first segment of a router path ('/tszy/list?x' → 'tszy'); '' for '/'. */
export function firstSegment(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0];
  return path.split('/').find(Boolean) ?? '';
}

/**
 * Board (large-screen) pages are never gated: any segment after the first that contains 'board' or
 * 'screen' ('/rydw/detection-screen', '/xjxc/board', '/tszy/screen/1').
 */
export function isBoardPath(pathname: string): boolean {
  const segments = pathname.split(/[?#]/, 1)[0].split('/').filter(Boolean).slice(1);
  return segments.some((s) => /board|screen/i.test(s));
}

/** The enabled modules of a `haveModel` comma list (blanks dropped). */
export function enabledModules(haveModel: string | null | undefined): string[] {
  return (haveModel ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
}

/** Who may be asked to apply: not the platform admin, not read-only users, not view-only sessions. */
export interface GateViewer {
  roles: string[];
  isView?: boolean;
}

export function gateAppliesTo(viewer: GateViewer): boolean {
  if (viewer.isView) return false;
  return !viewer.roles.includes('admin') && !viewer.roles.includes('readonlyUser');
}

/**
 * The module a path belongs to when the enterprise has not enabled it, else null: the first segment is a
 * module key missing from `haveModel`, and the path is not a board page.
 */
export function disabledModuleOf(pathname: string, haveModel: string | null | undefined): string | null {
  const key = firstSegment(pathname);
  if (!ALL_MODULE_KEYS.includes(key) || isBoardPath(pathname)) return null;
  return enabledModules(haveModel).includes(key) ? null : key;
}
