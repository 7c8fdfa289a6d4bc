// How a permit is answered: its form fields at the top level (so a client can load a detail into its form
// and post it back), with the system fields named as in spec 001 (zuoYeBianHao, zuoYeLeiXing, zuoYeJiBie...),
// and, for a caller, `allowedActions`: what that person may do now (domain permit-permissions.ts). The grading
// basis (jiBieYiJu) is in the request's language: its stored catalogue message rendered, else (Chinese, or a
// permit graded before the message was stored) the stored Chinese words.
import type { Lang } from '../../domain/i18n/message-format.ts';
import { currentSlot, PERMIT_STATE_LABELS } from '../../domain/permit-lifecycle.ts';
import { gradeLabel, permitKindShortName } from '../../domain/permit-kinds.ts';
import { allowedActions, myCountersignDepartments, type PermitActor } from '../../domain/permit-permissions.ts';
import { say } from '../http/say.ts';
import { factsOf } from './permit-actor.ts';
import { storedBasis, type PermitRow } from './permit-store.ts';

/** The grading basis in `lang`. */
function basisIn(row: PermitRow, lang: Lang): string | null {
  const basis = lang === 'zh' ? null : storedBasis(row.gradeBasis);
  return basis ? say(lang, basis) : row.gradeRule;
}

/** The permit as answered (in `lang`, Chinese by default); with `actor`, the actions that person may take on it. */
export function permitView(row: PermitRow, actor?: PermitActor, lang: Lang = 'zh') {
  const facts = factsOf(row);
  const slot = currentSlot(facts);
  return {
    ...row.data,
    id: row.id,
    zuoYeBianHao: row.number,
    zuoYeLeiXing: row.kind,
    zuoYeLeiXingMingCheng: permitKindShortName(row.kind),
    zuoYeJiBie: row.grade ? gradeLabel(row.grade) : null,
    jiBieDaiMa: row.grade,
    jiBieYiJu: basisIn(row, lang),
    zhuangTai: row.state,
    zhuangTaiMingCheng: PERMIT_STATE_LABELS[row.state],
    slotIndex: row.slotIndex,
    dangQianHuanJie: slot?.title ?? null,
    jiHuaKaiShiShiJian: row.plannedStart,
    jiHuaJieShuShiJian: row.plannedEnd,
    shiJiKaiShiShiJian: row.startedAt,
    wanGongShiJian: row.finishedAt,
    zhongDuanShiJian: row.interruptedAt,
    tuiHui: row.lastReturn,
    tiJiaoRen: row.submittedBy,
    zuoYeDiDian: row.site,
    buMen: row.department,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    banBen: row.version,
    tiJiaoGuo: row.submittedOnce,
    ...(actor ? { allowedActions: allowedActions(facts, actor), huiQianBuMen: myCountersignDepartments(facts, actor) } : {}),
  };
}
