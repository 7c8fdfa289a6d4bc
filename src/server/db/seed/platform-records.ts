// The platform's rows of the shared resources (docs/schema-engine.md "Shared records"): reference data
// every enterprise reads, kept by the platform administrator in tenant 0. Not demo data: each start adds a
// resource's rows once, when its table has no platform row yet (deleted ones count, so the administrator's
// deletions stay deleted), on a new database and on one that existed before the resource did. Each record
// passes its resource's validator (tests/unit/platform-records.test.ts), but for a tree's former parent
// code, which the tree migration turns into the parent's id.
import type { Queryable } from '../db.ts';
import { tableName } from '../../resources/registry.ts';
import type { ResourceFile } from '../../../schema/resource-types.ts';
import { MAJOR_DANGER_CRITERIA } from '../../../domain/yhpc-major-criteria.ts';
import { ACCIDENT_CASES, CHECK_CLAUSES, REGULATIONS, STANDARDS } from './knowledge-library.ts';

type Rec = Record<string, unknown>;

const dict = (dictType: string, dictTypeName: string, items: [string, string, string][]): Rec[] =>
  items.map(([label, value, tagColor]) => ({ dictType, dictTypeName, label, value, tagColor, isDefault: false, remark: '平台标准字典（双重预防机制数字化建设指南）' }));

/** Standard dictionaries of dual prevention (/work/shared/domain/dual-prevention.md §1–§3). */
const DICTIONARY: Rec[] = [
  ...dict('riskLevel', '风险等级', [['重大风险', 'major', 'red'], ['较大风险', 'large', 'orange'], ['一般风险', 'general', 'gold'], ['低风险', 'low', 'blue']]),
  ...dict('hiddenDangerLevel', '隐患等级', [['一般隐患', 'general', 'orange'], ['重大隐患', 'major', 'red']]),
  ...dict('controlLevel', '管控层级', [['公司级', 'company', 'red'], ['车间级', 'workshop', 'orange'], ['班组级', 'team', 'gold'], ['岗位级', 'post', 'blue']]),
  ...dict('measureType', '管控措施分类', [['工程技术', 'engineering', 'blue'], ['维护保养', 'maintenance', 'cyan'], ['操作行为', 'operation', 'green'], ['应急措施', 'emergency', 'red']]),
];

/** Kinds of the special-equipment catalogue (特种设备目录) with their usual periodic inspection. */
const SPECIAL_EQUIPMENT_TYPES: Rec[] = [
  { name: '承压蒸汽锅炉', code: '1100', category: 'boiler', inspectionCycle: 12, remindDays: 30, needOperatorCert: true, regulation: 'TSG 11—2020 锅炉安全技术规程', remark: '外部检验每年一次，内部检验一般每两年一次' },
  { name: '固定式压力容器', code: '2100', category: 'pressure_vessel', inspectionCycle: 36, remindDays: 60, needOperatorCert: true, regulation: 'TSG 21—2016 固定式压力容器安全技术监察规程', remark: '首次定期检验一般在投用后3年内；以后按安全状况等级确定周期' },
  { name: '气瓶', code: '2300', category: 'gas_cylinder', inspectionCycle: 36, remindDays: 30, needOperatorCert: true, regulation: 'TSG 23—2021 气瓶安全技术规程', remark: '检验周期按气瓶品种和充装介质确定，此为常用值' },
  { name: '电梯', code: '3000', category: 'elevator', inspectionCycle: 12, remindDays: 30, needOperatorCert: false, regulation: 'TSG T7001 电梯监督检验和定期检验规则', remark: '定期检验每年一次' },
  { name: '起重机械', code: '4000', category: 'crane', inspectionCycle: 24, remindDays: 30, needOperatorCert: true, regulation: 'TSG Q7015—2016 起重机械定期检验规则', remark: '塔式起重机、升降机、流动式起重机每年一次，其他每两年一次' },
  { name: '场(厂)内专用机动车辆', code: '5000', category: 'vehicle', inspectionCycle: 12, remindDays: 30, needOperatorCert: true, regulation: 'TSG N0001—2017 场(厂)内专用机动车辆安全技术规程', remark: '定期检验每年一次' },
  { name: '工业管道', code: '8300', category: 'pressure_pipe', inspectionCycle: 36, remindDays: 60, needOperatorCert: false, regulation: 'TSG D0001—2009 压力管道安全技术监察规程—工业管道', remark: '年度检查每年至少一次；全面检验周期按安全状况等级确定' },
];

const area = (code: string, name: string, level: string, parentCode?: string): Rec => ({ code, name, level, ...(parentCode ? { parentCode } : {}) });

/**
 * A small part of GB/T 2260 (the provinces, cities and counties of the demo's chemical parks), a tree of
 * province → city → county. Each names its parent by code (`parentCode`, the tree's `migrateFrom`): the
 * tree migration that runs right after the seed (prepare-db.ts) turns it into the parent's id, as it does
 * for the rows of a database from before admin-area was a tree.
 */
const ADMIN_AREAS: Rec[] = [
  area('320000', '江苏省', 'province'),
  area('320100', '南京市', 'city', '320000'),
  area('320116', '六合区', 'county', '320100'),
  area('320500', '苏州市', 'city', '320000'),
  area('320506', '吴中区', 'county', '320500'),
  area('320581', '常熟市', 'county', '320500'),
  area('320582', '张家港市', 'county', '320500'),
  area('320585', '太仓市', 'county', '320500'),
  area('320700', '连云港市', 'city', '320000'),
  area('330000', '浙江省', 'province'),
  area('330200', '宁波市', 'city', '330000'),
  area('330211', '镇海区', 'county', '330200'),
  area('370000', '山东省', 'province'),
  area('370300', '淄博市', 'city', '370000'),
  area('370305', '临淄区', 'county', '370300'),
  area('370500', '东营市', 'city', '370000'),
];

const GB18218 = 'GB 18218—2018';
const named = (serialNo: string, name: string, alias: string, casNo: string, criticalQuantity: number): Rec => ({
  standardTable: 'table1', serialNo, name, ...(alias ? { alias } : {}), casNo, criticalQuantity, standard: GB18218,
});
const category = (serialNo: string, hazardCategory: string, name: string, criticalQuantity: number): Rec => ({
  standardTable: 'table2', serialNo, hazardCategory, name, criticalQuantity, standard: GB18218,
});

/** Rows of GB 18218—2018 tables 1 and 2, numbered as in the standard (the administrator completes them). */
const MAJOR_HAZARD_CRITERIA: Rec[] = [
  named('1', '氨', '液氨；氨气', '7664-41-7', 10),
  named('4', '二氧化硫', '亚硫酸酐', '7446-09-5', 20),
  named('6', '碳酰氯', '光气', '75-44-5', 0.3),
  named('7', '环氧乙烷', '氧化乙烯', '75-21-8', 10),
  named('10', '硫化氢', '', '7783-06-4', 5),
  named('11', '氯化氢（无水）', '', '7647-01-0', 20),
  named('12', '氯', '液氯；氯气', '7782-50-5', 5),
  named('20', '氟化氢', '', '7664-39-3', 1),
  named('25', '氰化氢', '无水氢氰酸', '74-90-8', 1),
  category('J1', '健康危害：急性毒性', '类别1，所有暴露途径，气体', 5),
  category('W2', '物理危险：易燃气体', '类别1和类别2', 10),
  category('W5.1', '物理危险：易燃液体', '类别1', 10),
];

/** The platform's rows per shared resource key, in their order. */
export const PLATFORM_RECORDS: Readonly<Record<string, readonly Rec[]>> = Object.freeze({
  dictionary: DICTIONARY,
  'special-equipment-type': SPECIAL_EQUIPMENT_TYPES,
  'admin-area': ADMIN_AREAS,
  'major-hazard-criterion': MAJOR_HAZARD_CRITERIA,
  'major-danger-criterion': MAJOR_DANGER_CRITERIA.map((c) => ({ ...c })),
  // The shared knowledge library (法规查询, 安全标准知识; src/server/db/seed/knowledge-library.ts).
  regulation: REGULATIONS,
  standard: STANDARDS,
  'check-clause': CHECK_CLAUSES,
  'accident-case': ACCIDENT_CASES,
  // 版本管理's history starts with the built version of spec 000 §4 and §9 (202505061429: 2025-05-06 14:29).
  'app-version': [{ version: '202505061429', releasedOn: '2025-05-06', channel: 'web', notes: '规格书所列的构建版本' }],
});

/**
 * Adds the platform's rows of each shared resource whose table has no platform row yet (one statement per
 * resource, idempotent). Runs as the owner, inside prepareDb's locked transaction; answers the keys seeded.
 */
export async function seedPlatformRecords(tx: Queryable, resources: readonly ResourceFile[]): Promise<string[]> {
  const seeded: string[] = [];
  for (const r of resources) {
    const records = PLATFORM_RECORDS[r.key];
    if (!r.shared || !records?.length) continue;
    const t = tableName(r.key);
    const rows = await tx.query(
      `insert into ${t} (tenant_id, data, sort_order)
         select 0, x.value, x.n from jsonb_array_elements($1::jsonb) with ordinality as x(value, n)
          where not exists (select 1 from ${t} where tenant_id = 0)
       returning id`,
      [JSON.stringify(records)],
    );
    if (rows.length) seeded.push(r.key);
  }
  return seeded;
}
