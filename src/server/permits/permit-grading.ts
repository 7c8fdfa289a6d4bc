// The grade of a permit, computed on the server with the domain's rules (permit-grade.ts): height from
// zuoYeGaoDu and the objective hazards (plus wind >= 5 and <= 5 °C from the site's latest weather), lifting
// from the mass, hot work from the chosen grade, the planned start (night, rest day) and the site's wind,
// with the enterprise's wind policy and rest-day calendar (permit-config-store.ts). The basis is kept twice:
// in Chinese words (`rule`, the permit's 级别依据 as the spec stores it) and as its catalogue message (`basis`,
// which the permit's answer puts into the request's language; docs/permits.md, "Grading basis in English").
import type { Text } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import { HOT_WORK_WIND_LEVEL, heightGrade, hotWorkGrade, liftingGrade, type GradeResult } from '../../domain/permit-grade.ts';
import { parseGrade, type PermitGrade, type PermitKind } from '../../domain/permit-kinds.ts';
import type { Queryable } from '../db/db.ts';
import { chineseOf, fieldError } from '../http/app-error.ts';
import { loadPermitConfig } from './permit-config-store.ts';
import { parseOptionalTime } from './permit-time.ts';
import { latestWeather } from './weather-store.ts';

export interface PermitGrading {
  grade: PermitGrade | null;
  /** The Chinese sentence that decided it; null for kinds without grades. */
  rule: string | null;
  /** The same sentence as a catalogue message (for other languages); null for kinds without grades. */
  basis: Text | null;
}

/** Temperature at or below which GB/T 3608 hazard c applies (平均气温 ≤ 5 ℃). */
const COLD_C = 5;

function refusedOr(field: string, r: GradeResult): PermitGrading {
  if (r.refused || r.grade === null) throw fieldError(field, r.rule);
  return { grade: r.grade, rule: chineseOf(r.rule), basis: r.rule };
}

/**
 * Grades the form of a kind; a form that cannot be a permit of the kind (below 2 m, under 10 t, outdoor
 * hot work at wind level >= 5) is a 400 naming the field that decides it, with the rule as message.
 */
export async function gradePermit(tx: Queryable, tenantId: number, kind: PermitKind, form: Record<string, unknown>): Promise<PermitGrading> {
  const site = typeof form.zuoYeDiDian === 'string' ? form.zuoYeDiDian : '';
  switch (kind) {
    case 'GAO_CHU': {
      const weather = site ? await latestWeather(tx, tenantId, site) : null;
      const hazards = new Set((form.keGuanWeiXianYinSu as string[] | undefined) ?? []);
      if (weather?.fengLiDengJi != null && weather.fengLiDengJi >= HOT_WORK_WIND_LEVEL) hazards.add('a');
      if (weather?.wenDu != null && weather.wenDu <= COLD_C) hazards.add('c');
      return refusedOr('zuoYeGaoDu', heightGrade({ heightM: Number(form.zuoYeGaoDu), hazards: [...hazards] }));
    }
    case 'DIAO_ZHUANG':
      return refusedOr('diaoZhuangZhiLiang', liftingGrade({ massT: Number(form.diaoZhuangZhiLiang) }));
    case 'DONG_HUO': {
      const chosen = parseGrade(kind, form.dongHuoJiBie as string | undefined);
      if (!chosen) throw fieldError('dongHuoJiBie', text('permits.chooseHotGrade'));
      const start = parseOptionalTime(form.jiHuaKaiShiShiJian as string | null | undefined, 'jiHuaKaiShiShiJian', text('permits.field.plannedStart'));
      if (!start) throw fieldError('jiHuaKaiShiShiJian', text('permits.fillPlannedStart'));
      const weather = site ? await latestWeather(tx, tenantId, site) : null;
      const { windPolicy, calendar } = await loadPermitConfig(tx, tenantId);
      const r = hotWorkGrade({
        windPolicy,
        calendar,
        chosen,
        start,
        outdoor: form.luTian === true,
        windLevel: weather?.fengLiDengJi ?? null,
        unitIsolated: form.geLiZhuangZhi === true,
      });
      return refusedOr(r.refused ? 'luTian' : 'dongHuoJiBie', r);
    }
    default:
      return { grade: null, rule: null, basis: null };
  }
}
