// The statistics sources registered by key (data that is not a generic resource): what a block of
// stats.json may group them by, and who may read them. Pure, so that the module files' check can use it
// without the sources' SQL (stats-sources.ts).
import type { StatsSourceSpec } from '../../schema/stats-file.ts';
import { PERMIT_READ } from '../permits/permit-scope.ts';
import { PROCESS_ALARM_FIGURES } from '../gyaq/gyaq-figure-keys.ts';
import { TRAINING_FIGURES } from '../jypx/training-figure-keys.ts';
import { RISK_FIGURES } from '../fxfjgk/risk-figure-keys.ts';
import { HIDDEN_DANGER_MONTHS } from '../yhpc/hidden-danger-figure-keys.ts';

export interface SourceSpec extends StatsSourceSpec {
  /** Roles that may read it (the platform admin always may). */
  roles: readonly string[];
}

export const STATS_SOURCE_SPECS: ReadonlyMap<string, SourceSpec> = new Map([
  ['permits', { fields: ['kind', 'state'], months: ['createdAt'], roles: PERMIT_READ.roles }],
  ['process-alarms', { fields: PROCESS_ALARM_FIGURES, months: [], roles: ['qyUser', 'qyStaff', 'readonlyUser'] }],
  ['training', { fields: TRAINING_FIGURES, months: [], roles: ['qyUser', 'qyStaff', 'readonlyUser'] }],
  ['risk-control', { fields: RISK_FIGURES, months: [], roles: ['qyUser', 'qyStaff', 'readonlyUser'] }],
  ['overdue-hidden-dangers', { fields: [], months: HIDDEN_DANGER_MONTHS, roles: ['qyUser', 'qyStaff', 'readonlyUser'] }],
]);
