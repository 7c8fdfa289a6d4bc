// 园区报送 (src/domain/park-report.ts): the unified social credit code's check, the range of a report, and the mapping of
// the hierarchy, the control tasks and the hidden dangers to the shape park platforms take.
import { describe, expect, it } from 'vitest';
import { chinese } from '../../src/domain/i18n/chinese.ts';
import { formatMessage, type Text } from '../../src/domain/i18n/message-format.ts';
import {
  creditCodeRefusal,
  hiddenDangerData,
  hierarchyData,
  parkReport,
  recordCount,
  reportFileName,
  reportRange,
  reportSizeRefusal,
  taskData,
  type ParkNames,
} from '../../src/domain/park-report.ts';

const zh = (t: Text | null): string | null => (t ? formatMessage((chinese as Record<string, string>)[t.id], t.params) : null);
const CODE = '91320500MA1X2Y3T4E';
const names: ParkNames = { people: new Map([[1, '张伟'], [2, '李安全']]), departments: new Map([[10, '生产一车间']]) };

describe('the unified social credit code', () => {
  it.each<[string, string | null, string | null]>([
    ['a valid code', CODE, null],
    ['a valid code in small letters', CODE.toLowerCase(), null],
    ['another valid code', '91110000600037341L', null],
    ['none', null, '企业基本信息未填写统一社会信用代码，无法向园区报送'],
    ['blank', '  ', '企业基本信息未填写统一社会信用代码，无法向园区报送'],
    ['17 characters', CODE.slice(0, 17), `统一社会信用代码「${CODE.slice(0, 17)}」格式不正确（应为 18 位数字或大写字母），无法向园区报送`],
    ['a letter outside the alphabet (I)', '91320500MA1X2Y3I4E', '统一社会信用代码「91320500MA1X2Y3I4E」格式不正确（应为 18 位数字或大写字母），无法向园区报送'],
    ['a wrong check character', '91320500MA1X2Y3T4K', '统一社会信用代码「91320500MA1X2Y3T4K」校验位不正确，请核对企业基本信息'],
  ])('%s', (_, code, message) => {
    expect(zh(creditCodeRefusal(code))).toBe(message);
  });
});

describe('the range of a report', () => {
  it.each<[string, Parameters<typeof reportRange>, unknown]>([
    ['the hierarchy takes none', ['hierarchy', undefined, undefined], { ok: true, range: null }],
    ['tasks over a month', ['tasks', '2026-11-01', '2026-11-30'], { ok: true, range: { from: '2026-11-01', to: '2026-11-30' } }],
    ['one day', ['hidden-dangers', '2026-11-30', '2026-11-30'], { ok: true, range: { from: '2026-11-30', to: '2026-11-30' } }],
    ['no start', ['tasks', undefined, '2026-11-30'], { ok: false, field: 'from', message: '请填写开始日期（年-月-日）' }],
    ['an impossible end', ['tasks', '2026-11-01', '2026-02-30'], { ok: false, field: 'to', message: '请填写结束日期（年-月-日）' }],
    ['reversed', ['hidden-dangers', '2026-11-30', '2026-11-01'], { ok: false, field: 'to', message: '结束日期不能早于开始日期' }],
  ])('%s', (_, args, expected) => {
    const r = reportRange(...args);
    expect(r.ok ? r : { ...r, message: zh(r.message) }).toEqual(expected);
  });

  it('refuses more than 10,000 records', () => {
    expect(reportSizeRefusal(10_000)).toBeNull();
    expect(zh(reportSizeRefusal(10_001))).toBe('本次报送共 10001 条记录，超过 10000 条，请缩小时间范围分次报送');
  });
});

describe('the mapping', () => {
  it('reports the hierarchy as four tables naming their parents, levels by the ministry’s numbers, each row with the code', () => {
    const h = hierarchyData(
      CODE,
      {
        objects: [{ id: 3, data: { name: '液氯储罐区', code: 'FX-01', objectType: 'major-hazard', riskLevel: 'large', deptId: 10, personId: 2 } }],
        units: [{ id: 5, data: { name: '液氯储罐 V-101', objectId: 3, unitKind: 'equipment', riskLevel: 'major', deptId: '10', personId: 1 } }],
        events: [{ id: 8, data: { name: '储罐泄漏中毒', unitId: 5, eventType: 'poisoning', method: 'LEC', riskValue: 270, riskLevel: 'large' } }],
        measures: [
          { id: 9, data: { name: '巡检储罐', eventId: 8, classify1: 'operation', classify2: 'operation-record', controlLevel: 'team', checkContent: '检查液位', frequency: 'day', assigneeId: 1 } },
          { id: 7, data: { name: '停用措施', eventId: 8, controlLevel: 'post', active: false, deptId: 99 } },
        ],
      },
      names,
    );
    expect(h.objects).toEqual([
      { creditCode: CODE, id: 3, code: 'FX-01', name: '液氯储罐区', objectType: 'major-hazard', majorHazard: '1', riskLevel: '2', deptName: '生产一车间', personName: '李安全' },
    ]);
    expect(h.units[0]).toEqual({ creditCode: CODE, id: 5, objectId: 3, code: null, name: '液氯储罐 V-101', unitKind: 'equipment', riskLevel: '1', deptName: '生产一车间', personName: '张伟' });
    expect(h.events[0]).toMatchObject({ id: 8, unitId: 5, method: 'LEC', riskValue: 270, riskLevel: '2', deptName: null });
    expect(h.measures.map((m) => [m.id, m.eventId, m.controlLevel, m.checkPeriod, m.personName, m.deptName, m.active])).toEqual([
      [7, 8, '4', null, null, null, false],
      [9, 8, '3', 'day', '张伟', null, true],
    ]);
    expect(recordCount(h)).toBe(5);
  });

  it('reports a task’s result as 0/1 (null unchecked) and a missed one as overdue', () => {
    const rows = taskData(CODE, [
      { id: 2, data: { name: '巡检储罐', measureId: 9, controlLevel: 'team', period: '2026-11-25', dueAt: '2026-11-25 23:59:59', state: 'done', result: 'abnormal', abnormalDesc: '液位计失灵', checkerId: 1, checkedAt: '2026-11-25 10:00:00', hiddenDangerId: 40 } },
      { id: 1, data: { name: '巡检储罐', measureId: 9, controlLevel: 'team', state: 'pending', missed: true, assigneeId: 1 } },
    ], names);
    expect(rows.map((r) => [r.id, r.controlLevel, r.state, r.overdue, r.result, r.checkerName, r.assigneeName, r.hiddenDangerId])).toEqual([
      [1, '3', 'pending', '1', null, null, '张伟', null],
      [2, '3', 'done', '0', '1', '张伟', null, 40],
    ]);
    expect(rows.every((r) => r.creditCode === CODE)).toBe(true);
  });

  it('reports a hidden danger’s level as 0 一般 / 1 重大, its source, and its loop’s dates and flags', () => {
    const [d] = hiddenDangerData(CODE, [
      { id: 40, data: { title: '液位计失灵', level: 'major', state: 'closed', sourceKind: 'control-task', sourceResource: 'control-task', sourceRecordId: 2, rectifyDept: 10, rectifier: 1, acceptor: 2, rectifyDeadline: '2026-11-28', dueDate: '2026-11-28', closedDate: '2026-11-27', onTime: true, supervised: true, funds: 1200 } },
    ], names);
    expect(d).toMatchObject({ creditCode: CODE, id: 40, level: '1', state: 'closed', sourceKind: 'control-task', sourceRecordId: 2, rectifyDeptName: '生产一车间', rectifierName: '张伟', acceptorName: '李安全', onTime: '1', supervised: '1', fixedOnSite: '0', funds: 1200 });
    expect(hiddenDangerData(CODE, [{ id: 1, data: { title: '新上报' } }], names)[0]).toMatchObject({ level: null, onTime: null, supervised: '0' });
  });

  it('wraps the data in the envelope and names the file by the code, the kind and the time', () => {
    const r = parkReport({ creditCode: CODE, name: '示例化工有限公司' }, 'tasks', { from: '2026-11-01', to: '2026-11-30' }, '2026-11-30 10:05:00', [{ id: 1 }, { id: 2 }]);
    expect(r).toEqual({ version: '1.0', creditCode: CODE, enterpriseName: '示例化工有限公司', dataType: 'tasks', range: { from: '2026-11-01', to: '2026-11-30' }, generatedAt: '2026-11-30 10:05:00', count: 2, data: [{ id: 1 }, { id: 2 }] });
    expect(reportFileName(r)).toBe(`${CODE}_tasks_20261130100500.json`);
  });
});
