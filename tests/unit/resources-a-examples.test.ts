// The basic-data resources of group A (safety commitment, special equipment, operators, verification,
// contractors, emergency vehicles, action templates, automation, cameras): each file follows the
// conventions of the resource briefs, and example records prove the fields usable: a realistic record
// is accepted and a faulty one answers the exact {field, message} errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { parseListQuery, queryPlan } from '../../src/schema/compile-query.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { FIELD_COMPONENTS, type ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceFilePath } from './helpers/resource-files.ts';


function load(key: string): ResourceFile {
  const json: unknown = JSON.parse(readFileSync(resourceFilePath(key), 'utf8'));
  const r = checkResourceFile(json);
  if (!r.ok) throw new Error(`${key}: ${r.errors.map((e) => `${e.pointer}: ${e.message}`).join('; ')}`);
  return r.resource;
}

const BASE = ['list', 'pure', 'detail', 'create', 'update', 'delete', 'export'];
const IMPORTABLE = [...BASE.slice(0, 6), 'import', 'export', 'template'];

/** key -> [module, actions] */
const RESOURCES: Record<string, [string | null, string[]]> = {
  'safety-commitment': [null, BASE],
  'special-equipment': [null, BASE],
  'special-equipment-type': [null, [...BASE, 'topping', 'ending', 'sort', 'enable', 'disable']],
  'special-equipment-operator': [null, IMPORTABLE],
  'special-operator': [null, IMPORTABLE],
  'hazardous-person': [null, IMPORTABLE],
  'verification-detail': [null, IMPORTABLE],
  'verification-config': [null, [...BASE, 'enable', 'disable']],
  'contractor-info': ['cbs', IMPORTABLE],
  'contractor-training': ['cbs', IMPORTABLE],
  'contractor-violation': ['cbs', IMPORTABLE],
  'contractor-service': ['cbs', IMPORTABLE],
  'contractor-user': ['cbs', IMPORTABLE],
  'emergency-vehicle': ['yjgl', BASE],
  'emergency-driver': ['yjgl', BASE],
  'action-template': [null, [...BASE, 'enable', 'disable', 'topping', 'ending', 'sort']],
  'auto-control': [null, BASE],
  camera: [null, BASE],
};

/** Records ordinary staff keep: qyStaff may write them too. */
const STAFF_WRITES = new Set(['contractor-violation']);

const COMPONENTS = new Set(FIELD_COMPONENTS);

describe('resources A follow the resource conventions', () => {
  it.each(Object.entries(RESOURCES))('%s', (key, [module, actions]) => {
    const r = load(key);
    expect(r.key).toBe(key);
    expect(r.endpoint).toBe(`/u-basic/${key}`);
    expect(r.module ?? null).toBe(module);
    expect([...r.actions].sort()).toEqual([...actions].sort());
    expect(r.permissions).toEqual({
      read: ['admin', 'qyUser', 'qyStaff', 'readonlyUser'],
      write: STAFF_WRITES.has(key) ? ['admin', 'qyUser', 'qyStaff'] : ['admin', 'qyUser'],
    });

    const props = r.form.properties;
    const names = Object.keys(props);
    expect(names.length, 'field count').toBeGreaterThanOrEqual(8);
    expect(names.length, 'field count').toBeLessThanOrEqual(20);
    for (const [name, f] of Object.entries(props)) {
      expect(f['x-decorator'], name).toBe('FormItem');
      expect(COMPONENTS.has(String(f['x-component'])), `${name}: ${String(f['x-component'])}`).toBe(true);
      if (f.type === 'string' && !f.enum && !f.format && f['x-validator'] !== 'mobile') {
        expect(f.maxLength, `${name} needs maxLength`).toBeGreaterThan(0);
      }
      if (f.format === 'date-time') expect(f['x-component-props'], name).toEqual({ showTime: true });
      if (f['x-component'] === 'Upload') {
        expect(f.type, name).toBe('array');
        expect(f.maxItems, name).toBeLessThanOrEqual(10);
        expect(['document', 'image', 'video'], name).toContain(f['x-component-props']?.accept);
      }
    }

    // every field is shown in the detail view
    const shown = new Set(r.detail?.sections.flatMap((s) => s.fields));
    expect(r.detail?.sections.length).toBeGreaterThanOrEqual(2);
    expect(names.filter((n) => !shown.has(n)), 'fields missing from detail').toEqual([]);

    // list: 5-9 columns, 2-5 filters, each filter served by an index led by its field
    expect(r.list.columns.length).toBeGreaterThanOrEqual(5);
    expect(r.list.columns.length).toBeLessThanOrEqual(9);
    const filters = r.list.filters ?? [];
    expect(filters.length).toBeGreaterThanOrEqual(2);
    expect(filters.length).toBeLessThanOrEqual(5);
    const leading = new Set((r.indexes ?? []).map((idx) => idx[0]));
    for (const flt of filters) {
      const indexed = flt.field === 'validityStatus' ? r.validity?.to : flt.field;
      expect(indexed !== undefined && leading.has(indexed), `no index led by ${indexed ?? flt.field}`).toBe(true);
    }
    // an index on a date-time field would need a non-immutable cast: PostgreSQL refuses it
    for (const idx of r.indexes ?? []) for (const f of idx) expect(props[f]?.format, f).not.toBe('date-time');
    expect(r.list.sort?.default).toBeDefined();
    expect(r.list.rowActions).toEqual(expect.arrayContaining(['detail', 'edit', 'delete']));
    for (const a of ['enable', 'disable', 'topping', 'ending'] as const) {
      expect(r.list.rowActions?.includes(a), `row action ${a}`).toBe(r.actions.includes(a));
    }

    // declared validity shows up as a column and an eq filter
    if (r.validity) {
      expect(r.list.columns.map((c) => c.field)).toContain('validityStatus');
      expect(filters).toContainEqual({ field: 'validityStatus', op: 'eq' });
    }

    // import: every required field, no uploads; only for the importable resources
    if (r.actions.includes('import')) {
      const cols = r.import?.columns ?? [];
      expect((r.form.required ?? []).filter((n) => !cols.includes(n)), 'required fields missing from import').toEqual([]);
      expect(cols.filter((c) => props[c]?.['x-component'] === 'Upload')).toEqual([]);
    } else {
      expect(r.import).toBeUndefined();
    }

    const plan = queryPlan(r);
    expect('error' in parseListQuery(plan, {})).toBe(false);
  });
});

type Example = [string, Record<string, unknown>, { field: string; message: string }[]];

const EXAMPLES: Example[] = [
  ['safety-commitment', {
    commitDate: '2025-06-01', unitName: '江苏华昌化工股份有限公司', productionStatus: 1, deviceTotal: 5, deviceRunning: 4,
    deviceStopped: 0, deviceOverhaul: 1, majorHazardCount: 2, hotWorkCount: 3, confinedSpaceCount: 1, otherWorkCount: 2,
    isStartStop: false, riskLevel: 'yellow', commitPerson: 7, commitPersonPost: '总经理',
    commitContent: '今天我公司已进行安全风险研判，各项安全风险防控措施已落实到位，我承诺所有生产装置处于安全运行状态。',
    attachments: ['12'],
  }, []],
  ['safety-commitment', {
    commitDate: '2025/06/01', unitName: '某公司', productionStatus: 3, deviceTotal: -1, deviceRunning: 1.5,
    majorHazardCount: 0, riskLevel: 'green', commitPerson: '', commitContent: '承诺',
  }, [
    { field: 'commitDate', message: '承诺日期格式不正确' },
    { field: 'productionStatus', message: '生产状态取值不正确' },
    { field: 'deviceTotal', message: '生产装置(套)不能小于0' },
    { field: 'deviceRunning', message: '运行装置(套)格式不正确' },
    { field: 'riskLevel', message: '安全风险等级取值不正确' },
    { field: 'commitPerson', message: '请选择承诺人' },
  ]],
  ['special-equipment', {
    name: '1#液氯储罐', category: 'pressure_vessel', typeName: '储存容器', registerCode: '容2苏E00123(22)',
    equipmentCode: '2110-3205-02-2019-0012', model: 'V=50m³', manufacturer: '南京化工机械厂', manufactureDate: '2019-05-20',
    location: '液氯罐区', department: 7, responsiblePerson: 7, mobile: '13912345678',
    lastInspectionDate: '2024-03-01', nextInspectionDate: '2027-02-28', inspectionOrg: '苏州市特种设备检验研究院',
    inspectionResult: 'pass', runStatus: 'in_use', voided: false, attachments: ['7'],
  }, []],
  ['special-equipment', {
    name: '3#叉车', category: 'forklift', registerCode: '车11苏E0001', equipmentCode: '12 34', location: '成品仓库',
    responsiblePerson: 7, mobile: '139123456789', lastInspectionDate: '2024-03-01', nextInspectionDate: '2025-13-01',
    runStatus: 'in_use', voided: '否',
  }, [
    { field: 'category', message: '设备类别取值不正确' },
    { field: 'equipmentCode', message: '设备代码格式不正确' },
    { field: 'mobile', message: '手机号码格式不正确' },
    { field: 'nextInspectionDate', message: '下次检验日期格式不正确' },
    { field: 'voided', message: '检验报告已作废格式不正确' },
  ]],
  ['special-equipment-type', {
    name: '固定式压力容器', code: '2100', category: 'pressure_vessel', inspectionCycle: 36, remindDays: 30,
    needOperatorCert: false, regulation: 'TSG 21-2016 固定式压力容器安全技术监察规程', remark: '',
  }, []],
  ['special-equipment-type', {
    name: '压'.repeat(51), code: '21 00', category: 'pressure_vessel', inspectionCycle: 0, remindDays: 400, extra: 1,
  }, [
    { field: 'name', message: '类型名称长度不能超过50个字符' },
    { field: 'code', message: '类型代码格式不正确' },
    { field: 'inspectionCycle', message: '定期检验周期(月)不能小于1' },
    { field: 'remindDays', message: '到期提前提醒(天)不能大于365' },
    { field: 'extra', message: '不支持的字段：extra' },
  ]],
  ['special-equipment-operator', {
    name: '孙强', gender: 'male', idCard: '320502198506123018', mobile: '13612345678', department: 7,
    post: '叉车司机', operationItem: 'N1', certNo: '320502198506123018', issuingAuthority: '苏州市市场监督管理局',
    certStart: '2023-01-10', certEnd: '2027-01-09', reviewDate: '2027-01-09', voided: false, attachments: [],
  }, []],
  ['special-equipment-operator', {
    name: '孙强', gender: 'male', idCard: '320502198506123019', mobile: '13612345678', operationItem: 'N3',
    certNo: '', certStart: '2023-01-10',
  }, [
    { field: 'idCard', message: '身份证号格式不正确' },
    { field: 'operationItem', message: '作业项目取值不正确' },
    { field: 'certNo', message: '请填写证书编号' },
    { field: 'certEnd', message: '请选择证书有效期至' },
  ]],
  ['special-operator', {
    name: '周敏', gender: 'female', idCard: '370202199003154522', mobile: '15012345678', department: 7,
    post: '氯化工艺操作工', operationCategory: 'hazchem', operationItem: '氯化工艺作业', certNo: 'T370202199003154522',
    issuingAuthority: '青岛市应急管理局', certStart: '2022-05-01', certEnd: '2028-04-30', reviewDate: '2025-04-30',
    voided: false,
  }, []],
  ['special-operator', {
    name: '周敏', gender: 'female', idCard: '37020219900315452', mobile: '15012345678', operationCategory: '电工作业',
    operationItem: '低压电工作业', certNo: 'T1', certStart: '2022-05-01', certEnd: '2028-04-31',
    attachments: Array.from({ length: 11 }, (_, i) => String(i + 1)),
  }, [
    { field: 'idCard', message: '身份证号格式不正确' },
    { field: 'operationCategory', message: '作业类别取值不正确' },
    { field: 'certEnd', message: '证书有效期至格式不正确' },
    { field: 'attachments', message: '证书附件不能超过10项' },
  ]],
  ['hazardous-person', {
    name: '吴刚', gender: 'male', idCard: '420106197811200836', mobile: '18612345678', education: 'vocational',
    department: 7, post: '氯化反应岗位', entryDate: '2015-03-01', hazardFactors: ['toxic', 'flammable'],
    trainingLevels: ['company', 'plant', 'department', 'team'], postCertNo: 'SG-2015-031', healthCheckDate: '2025-04-12',
    healthResult: 'normal', emergencyContact: '李芳', emergencyMobile: '18712345678', remark: '', attachments: ['5'],
  }, []],
  ['hazardous-person', {
    name: '吴刚', gender: 'male', idCard: '420106197811200836', mobile: '18612345678', department: 7,
    post: '氯化反应岗位', entryDate: '2015-03-01', hazardFactors: ['toxic', 'toxic'], trainingLevels: ['county'],
    healthResult: 'sick', emergencyMobile: '0512-66668888',
  }, [
    { field: 'hazardFactors', message: '接触危害因素不能包含重复项' },
    { field: 'trainingLevels', message: '已完成安全教育取值不正确' },
    { field: 'healthResult', message: '体检结论取值不正确' },
    { field: 'emergencyMobile', message: '手机号码格式不正确' },
  ]],
  ['verification-detail', {
    itemName: '动火作业票审批签字齐全', itemCode: 'HC-ZY-001', category: 'site', targetName: '2#罐区动火作业',
    location: '2#罐区', checkDate: '2025-06-10', checker: 7, department: 7, result: 'fail',
    problem: '监护人未签字', rectifyMeasure: '补签并对监护人进行安全教育', rectifyPerson: 7,
    rectifyDeadline: '2025-06-12', rectifyStatus: 'pending', photos: ['3', '4'],
  }, []],
  ['verification-detail', {
    itemName: '消防器材', category: 'fire', targetName: '成品仓库', checkDate: '2025-06-10', result: 'ok',
    problem: '问'.repeat(1001), rectifyStatus: 'closed',
  }, [
    { field: 'category', message: '核查类别取值不正确' },
    { field: 'checker', message: '请选择核查人' },
    { field: 'result', message: '核查结果取值不正确' },
    { field: 'problem', message: '存在问题长度不能超过1000个字符' },
    { field: 'rectifyStatus', message: '整改状态取值不正确' },
  ]],
  ['verification-config', {
    name: '特种作业人员持证上岗', code: 'HC-RY-001', category: 'personnel', content: '核查特种作业人员是否持有效证件上岗',
    basis: '《中华人民共和国安全生产法》第三十条', methods: ['site', 'document'], cycle: 'monthly',
    department: 7, needPhoto: true, remark: '',
  }, []],
  ['verification-config', {
    name: '特种作业人员持证上岗', code: 'HC RY', category: 'personnel', content: '', methods: ['site', 'phone'],
    cycle: 'hourly', needPhoto: '是',
  }, [
    { field: 'code', message: '核查项编码格式不正确' },
    { field: 'content', message: '请填写核查内容' },
    { field: 'methods', message: '核查方式取值不正确' },
    { field: 'cycle', message: '核查周期取值不正确' },
    { field: 'needPhoto', message: '须拍照留证格式不正确' },
  ]],
  ['contractor-info', {
    name: '江苏苏安建设工程有限公司', creditCode: '91320594MA1MHT5K3E', legalPerson: '钱进', serviceType: 'construction',
    industryType: 'construction', qualificationName: '石油化工工程施工总承包二级', qualificationNo: 'D232012345',
    certStart: '2023-01-01', certEnd: '2028-12-31', voided: false, safetyLicenseNo: '(苏)JZ安许证字[2020]012345',
    contactPerson: '钱军', contactMobile: '13800001111', email: 'safety@suan.com.cn', address: '苏州工业园区星湖街 1 号',
    grade: 1, blacklisted: false, attachments: ['9'],
  }, []],
  ['contractor-info', {
    name: '某公司', creditCode: '91320594MA1MHT5K3I', serviceType: 'consulting', qualificationNo: 'D1',
    certStart: '2023-01-01', certEnd: '2028-12-31', contactPerson: '钱军', contactMobile: '13800001111',
    email: 'safety@', grade: 5,
  }, [
    { field: 'creditCode', message: '统一社会信用代码格式不正确' },
    { field: 'serviceType', message: '服务类型取值不正确' },
    { field: 'email', message: '电子邮箱格式不正确' },
    { field: 'grade', message: '评价等级取值不正确' },
  ]],
  ['contractor-training', {
    contractorId: 7, trainingName: '入厂三级安全教育', trainingLevel: 'company',
    trainingType: 'entry', trainingDate: '2025-05-20', hours: 8, trainer: '李明', location: '二楼培训教室',
    traineeCount: 35, passCount: 34, content: '厂规厂纪、危险化学品特性、特殊作业管理、应急疏散', attachments: ['21'],
    photos: ['22'],
  }, []],
  ['contractor-training', {
    contractorId: 7, trainingName: '入厂教育', trainingLevel: 'county',
    trainingDate: '2025-05-20', hours: 0, trainer: '李明', traineeCount: 0, passCount: -1,
  }, [
    { field: 'trainingLevel', message: '培训级别取值不正确' },
    { field: 'hours', message: '培训学时不能小于0.5' },
    { field: 'traineeCount', message: '参训人数不能小于1' },
    { field: 'passCount', message: '考核合格人数不能小于0' },
  ]],
  ['contractor-violation', {
    contractorId: 7, violatorName: '陈林', violatorIdCard: '51010719951008631X',
    violationDate: '2025-06-02', location: '3#装置区框架二层', violationType: 'operation', severity: 'serious',
    description: '高处作业未系安全带', penalty: '停工教育并清退出场', fineAmount: 500.5, deductScore: 6,
    discoverer: 7, department: 7, photos: ['31'],
  }, []],
  ['contractor-violation', {
    contractorId: 7, violatorName: '陈林', violationDate: '2025-06-02', location: '3#装置区',
    violationType: 'operation', severity: 'minor', description: '未戴安全帽', fineAmount: 100.555, deductScore: 101,
    discoverer: 7,
  }, [
    { field: 'severity', message: '违章等级取值不正确' },
    { field: 'fineAmount', message: '罚款金额(元)格式不正确' },
    { field: 'deductScore', message: '扣分不能大于100' },
  ]],
  ['contractor-service', {
    contractorId: 7, projectName: '2025年全厂大修 3#装置检修', serviceType: 'maintenance',
    contractNo: 'HT-2025-031', contractAmount: 1250000.5, startDate: '2025-04-01', endDate: '2025-05-15',
    department: 7, supervisor: 7, supervisorMobile: '13800001111', workerCount: 86, safetyScore: 92,
    qualityScore: 95, grade: 1, evaluation: '安全措施落实到位，未发生违章', evaluator: 7,
    evaluateDate: '2025-05-20', attachments: ['41'],
  }, []],
  ['contractor-service', {
    contractorId: 7, projectName: '检修', serviceType: 'technical', contractAmount: -1,
    startDate: '2025-01-01', department: 7, supervisorMobile: '1234', safetyScore: 101, grade: 7,
  }, [
    // the amount rule (non-negative, at most 2 decimals) reports before minimum
    { field: 'contractAmount', message: '合同金额(元)格式不正确' },
    { field: 'supervisorMobile', message: '手机号码格式不正确' },
    { field: 'safetyScore', message: '安全评分不能大于100' },
    { field: 'grade', message: '评价等级取值不正确' },
  ]],
  ['contractor-user', {
    name: '刘涛', gender: 'male', idCard: '130102198802292417', mobile: '17712345678',
    contractorId: 7, workType: '电焊工', targetRole: 'special_operator', education: 'senior',
    certNo: 'T130102198802292417', entryDate: '2025-06-01', exitDate: '2025-12-31', voided: false,
    trainingStatus: 'passed', examScore: 88.5, photo: ['41'], attachments: [],
  }, []],
  ['contractor-user', {
    name: '刘涛', gender: 'unknown', idCard: '130102198902292417', mobile: '17712345678', contractorId: 7,
    workType: '电焊工', targetRole: 'worker', entryDate: '2025-06-01', examScore: 120, photo: ['1', '2'],
  }, [
    { field: 'gender', message: '性别取值不正确' },
    { field: 'idCard', message: '身份证号格式不正确' },
    { field: 'targetRole', message: '培训对象类别取值不正确' },
    { field: 'examScore', message: '考试成绩不能大于100' },
    { field: 'photo', message: '人员照片不能超过1项' },
  ]],
  ['emergency-vehicle', {
    plateNo: '苏E12345', vehicleType: 'fire_truck', brandModel: '东风 EQ5160', seats: 6, loadCapacity: 8,
    equipment: '泡沫炮、空气呼吸器 6 套、防化服 4 套', parkingLocation: '消防站车库', department: 7,
    driverId: 7, driverMobile: '13312345678', purchaseDate: '2020-08-01', insuranceEnd: '2026-07-31',
    inspectionEnd: '2026-08-31', runStatus: 'standby', photos: ['51'],
  }, []],
  ['emergency-vehicle', {
    plateNo: '苏AD12345', vehicleType: 'command', parkingLocation: '办公楼停车场', runStatus: 'on_duty',
  }, []],
  ['emergency-vehicle', {
    plateNo: 'ABC1234', vehicleType: 'bus', parkingLocation: '车库', runStatus: 'standby', seats: 0,
    inspectionEnd: '2026-02-29',
  }, [
    { field: 'plateNo', message: '车牌号格式不正确' },
    { field: 'vehicleType', message: '车辆类型取值不正确' },
    { field: 'seats', message: '核载人数不能小于1' },
    { field: 'inspectionEnd', message: '年检有效期至格式不正确' },
  ]],
  ['emergency-driver', {
    name: '黄海', gender: 'male', idCard: '11010519491231002X', mobile: '13312345678', department: 7,
    licenseNo: '11010519491231002X', licenseClass: 'B2', firstIssueDate: '1975-03-01', licenseStart: '2021-03-01',
    licenseEnd: '2031-03-01', voided: false, drivingYears: 50, vehicleId: 7, dutyStatus: 'on_duty',
    attachments: ['61'],
  }, []],
  ['emergency-driver', {
    name: '黄海', gender: 'male', idCard: '11010519491231002X', mobile: '13312345678', licenseNo: 'x',
    licenseClass: 'D', licenseStart: '2021-03-01', drivingYears: 61, dutyStatus: 'sick',
  }, [
    { field: 'licenseClass', message: '准驾车型取值不正确' },
    { field: 'licenseEnd', message: '请选择驾驶证有效期至' },
    { field: 'drivingYears', message: '驾龄(年)不能大于60' },
    { field: 'dutyStatus', message: '在岗状态取值不正确' },
  ]],
  ['action-template', {
    name: '动火点周围可燃物清理', workType: 'DONG_HUO', phase: 'before', measureType: 'technical',
    content: '动火点周围 15 米范围内的可燃物已清理，下水井、地漏已封堵', confirmRole: 'guardian', needSign: true,
    needPhoto: true, basis: 'GB 30871-2022', remark: '',
  }, []],
  ['action-template', {
    name: '动火', workType: 'DONGHUO', phase: 'before', measureType: 'technical', content: '清理可燃物', needSign: 'yes',
  }, [
    { field: 'workType', message: '适用作业类型取值不正确' },
    { field: 'confirmRole', message: '请选择确认人' },
    { field: 'needSign', message: '须签字确认格式不正确' },
  ]],
  ['auto-control', {
    name: '氯化装置安全仪表系统', systemType: 'SIS', unitName: '氯化装置', controlRoom: '中心控制室',
    manufacturer: '浙江中控技术股份有限公司', model: 'TCS-900 V2.1', silLevel: 'SIL2', ioPoints: 480,
    interlockCount: 36, bypassCount: 0, commissionDate: '2019-10-01', lastTestDate: '2024-10-01',
    nextTestDate: '2025-10-01', runStatus: 'normal', responsiblePerson: 7, mobile: '13512345678',
    attachments: ['71'],
  }, []],
  ['auto-control', {
    name: '罐区GDS', systemType: 'GDS', unitName: '罐区', silLevel: 'SIL5', ioPoints: '100', bypassCount: -2,
    runStatus: 'running', responsiblePerson: 7, mobile: '13512345678',
  }, [
    { field: 'silLevel', message: 'SIL等级取值不正确' },
    { field: 'ioPoints', message: 'I/O点数格式不正确' },
    { field: 'bypassCount', message: '当前旁路联锁数不能小于0' },
    { field: 'runStatus', message: '运行状态取值不正确' },
  ]],
  ['camera', {
    name: '液氯罐区东北角', code: '32050000001310000001', cameraType: 'dome', explosionProof: true,
    brand: '海康威视 DS-2DF8', areaId: 7, location: '罐区东北角灯杆', longitude: 120.585, latitude: 31.298,
    ip: '192.168.10.21', port: 8000, channelNo: 1, previewUrl: 'https://video.example.com/live/1.m3u8',
    aiEnabled: false, installDate: '2022-09-01', onlineStatus: 'online', responsiblePerson: 7,
    mobile: '13712345678',
  }, []],
  ['camera', {
    name: '厂区大门', code: 'CAM-01', cameraType: 'bullet', areaId: 7, location: '大门', latitude: 91,
    ip: '192.168.1.256', port: 70000, previewUrl: 'rtsp://192.168.1.2/stream', onlineStatus: 'online',
  }, [
    { field: 'latitude', message: '纬度不能大于90' },
    { field: 'ip', message: 'IP地址格式不正确' },
    { field: 'port', message: '端口不能大于65535' },
    { field: 'previewUrl', message: '预览地址格式不正确' },
  ]],
];

describe('resources A: example records', () => {
  it('has a valid and an invalid example for every resource', () => {
    for (const key of Object.keys(RESOURCES)) {
      const mine = EXAMPLES.filter(([k]) => k === key);
      expect(mine.some(([, , errors]) => errors.length === 0), `${key}: valid example`).toBe(true);
      expect(mine.some(([, , errors]) => errors.length > 0), `${key}: invalid example`).toBe(true);
    }
  });

  it.each(EXAMPLES)('%s validates a record (%#)', (key, data, errors) => {
    expect(compileRecordValidator(load(key))(data)).toEqual({ valid: errors.length === 0, errors });
  });
});
