// The guardian's site record of a 受限空间 permit in progress, for the stories of the phone card, the detail block and
// the print rows (issue 16 item 8).
import type { PermitDetail } from '../../src/client/api/permit-api.ts';
import type { SiteGuard } from '../../src/client/api/permit-guard-api.ts';
import { APPROVING_PERMIT, detailOf } from './permit-fixtures.ts';

export const GUARD: SiteGuard = {
  guardian: '李安全',
  leader: null,
  mayRecord: true,
  recording: true,
  measures: [
    { index: 1, cuoShi: '监护人在出入口全程监护', jieDuan: 'during', confirmRole: null, mayConfirm: false, check: { byName: '李安全', at: '2026-01-08T02:05:00.000Z', photoIds: [] } },
    { index: 2, cuoShi: '作业结束清点人员和工器具', jieDuan: 'after', confirmRole: null, mayConfirm: true, check: null },
  ],
  confined: true,
  lines: [
    { id: 1, person: '刘洋', direction: 'in', at: '2026-01-08T02:10:00.000Z', byName: '李安全' },
    { id: 2, person: '王芳', direction: 'in', at: '2026-01-08T02:12:00.000Z', byName: '李安全' },
    { id: 3, person: '王芳', direction: 'out', at: '2026-01-08T02:40:00.000Z', byName: '李安全' },
  ],
  stays: [
    { person: '刘洋', in: '2026-01-08T02:10:00.000Z', out: null },
    { person: '王芳', in: '2026-01-08T02:12:00.000Z', out: '2026-01-08T02:40:00.000Z' },
  ],
  inside: ['刘洋'],
};

/**
 * The same record as its 作业负责人 张伟 sees it (not the guardian; the enterprise does not let the leader guard): the
 * 作业结束 measure of the template 完工清理 names the leader (theirs to confirm), the 作业中 one of 监护 the guardian.
 */
export const LEADER_VIEW: SiteGuard = {
  ...GUARD,
  mayRecord: false,
  measures: [
    GUARD.measures[0],
    { index: 2, cuoShi: '作业结束清点人员和工器具', jieDuan: 'after', confirmRole: null, mayConfirm: false, check: null },
    { index: 3, cuoShi: '完工清理余火', jieDuan: 'after', confirmRole: 'leader', mayConfirm: true, check: null },
    { index: 4, cuoShi: '监护人在动火点全程监护', jieDuan: 'during', confirmRole: 'guardian', mayConfirm: false, check: null },
  ],
};

/** A confined-space permit in progress carrying `guard`. */
export function guardedPermit(guard: SiteGuard = GUARD): PermitDetail {
  return {
    ...detailOf({ ...APPROVING_PERMIT, zuoYeLeiXing: 'SHOU_XIAN', zhuangTai: 'IN_PROGRESS', zuoYeRen: [{ xingMing: '刘洋' }, { xingMing: '王芳' }], allowedActions: [] }),
    siteGuard: guard,
  };
}
