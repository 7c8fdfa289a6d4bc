// The statistics source `training` (schemas/modules/jypx/stats.json, docs/training.md "Statistics"): one figure of
// the live plans' completion, the exams' pass rates, the overdue plans, the contractors' training hours and pass rate per block,
// each from training-file.ts.
import type { Lang } from '../../domain/i18n/message-format.ts';
import { text } from '../../domain/i18n/text.ts';
import type { Queryable } from '../db/db.ts';
import type { StatsRow } from '../data-service/stats-rows.ts';
import { say } from '../http/say.ts';
import { contractorHours, contractorPassRates, departmentCompletion, examPassRates, overduePlans } from './training-file.ts';

export async function trainingRows(tx: Queryable, tenantId: number, figure: string, lang: Lang): Promise<StatsRow[]> {
  switch (figure) {
    case 'completionByDepartment': {
      const { departments } = await departmentCompletion(tx, tenantId);
      return departments.map((d) => ({ key: String(d.department ?? 0), label: d.department === null ? say(lang, text('jypx.file.noDepartment')) : d.name, value: d.percent }));
    }
    case 'completionState': {
      const { enterprise } = await departmentCompletion(tx, tenantId);
      return [
        { key: 'completed', label: say(lang, text('jypx.stats.completed')), value: enterprise.completed },
        { key: 'notCompleted', label: say(lang, text('jypx.stats.notCompleted')), value: enterprise.due - enterprise.completed },
      ];
    }
    case 'completionPercent': {
      const { enterprise } = await departmentCompletion(tx, tenantId);
      return [{ key: figure, label: say(lang, text('jypx.stats.completed')), value: enterprise.percent }];
    }
    case 'passRateByExam':
      return (await examPassRates(tx, tenantId)).map((e) => ({ key: String(e.examId), label: e.name, value: e.percent }));
    case 'overduePlans':
      return [{ key: figure, label: say(lang, text('jypx.stats.overdue')), value: (await overduePlans(tx, tenantId)).length }];
    case 'contractorHours':
      return (await contractorHours(tx, tenantId)).map((c) => ({
        key: String(c.contractorId ?? 0),
        label: c.name ?? say(lang, text('jypx.stats.noContractor')),
        value: c.hours,
      }));
    case 'contractorPassRate':
      return (await contractorPassRates(tx, tenantId)).map((c) => ({
        key: String(c.contractorId ?? 0),
        label: c.name ?? say(lang, text('jypx.stats.noContractor')),
        value: c.percent,
      }));
    default:
      return [];
  }
}
