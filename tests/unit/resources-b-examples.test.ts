// Resources B (issue 4): example records per resource file, proving the fields are usable (a realistic
// record passes, a wrong one fails with the exact Chinese messages), plus the file conventions the
// meta-schema does not check (components the runtime renders, indexes behind every filter).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileRecordValidator } from '../../src/schema/compile-validator.ts';
import { checkResourceFile } from '../../src/schema/meta-schema.ts';
import { FIELD_COMPONENTS, type ResourceFile } from '../../src/schema/resource-types.ts';
import { resourceFilePath } from './helpers/resource-files.ts';


function load(key: string): ResourceFile {
  const r = checkResourceFile(JSON.parse(readFileSync(resourceFilePath(key), 'utf8')));
  if (!r.ok) throw new Error(`${key}.json:\n${r.errors.map((e) => `  ${e.pointer}: ${e.message}`).join('\n')}`);
  return r.resource;
}

/** key -> expected module (brief: zbgl / stsgl groups, null otherwise). */
const FILES: Record<string, string | null> = {
  dictionary: null,
  category: null,
  'production-capacity': null,
  warehouse: null,
  'tank-area': null,
  'production-equipment': null,
  notice: null,
  'maintenance-management': null,
  'device-start-stop': null,
  'three-simultaneous': 'stsgl',
  'pre-evaluation': 'stsgl',
  'design-stage': 'stsgl',
  'construction-stage': 'stsgl',
  'acceptance-stage': 'stsgl',
  'pilot-production': 'stsgl',
  'watch-staff': 'zbgl',
  'shift-manager': 'zbgl',
  'watch-record': 'zbgl',
  'leave-record': 'zbgl',
  'area-duty': 'zbgl',
  'duty-info': 'zbgl',
  'bb-principal-dict': null,
  'meet-record': null,
};
const KEYS = Object.keys(FILES);

/** Records ordinary staff keep themselves: qyStaff may write them. */
const STAFF_WRITES = new Set(['device-start-stop', 'watch-record', 'leave-record', 'meet-record']);
/** Imported by spreadsheet beyond spec 001 §7.1's list (issue 18: equipment can be imported). */
const IMPORTED = new Set(['production-equipment']);
/** Orderable, switchable resources. */
const ORDERED = new Set(['dictionary', 'category']);

const COMPONENTS = new Set(FIELD_COMPONENTS);

describe('resources B: file conventions', () => {
  it.each(KEYS)('%s: endpoint, module, actions and permissions', (key) => {
    const r = load(key);
    expect(r.key).toBe(key);
    expect(r.endpoint).toBe(`/u-basic/${key}`);
    expect(r.module).toBe(FILES[key]);
    const base = ['list', 'pure', 'detail', 'create', 'update', 'delete'];
    expect(r.actions).toEqual(expect.arrayContaining(base));
    if (IMPORTED.has(key)) expect(r.actions).toEqual(expect.arrayContaining(['import', 'template']));
    else expect(r.actions).not.toContain('import');
    if (ORDERED.has(key)) {
      expect(r.actions).toEqual(expect.arrayContaining(['topping', 'ending', 'sort', 'enable', 'disable']));
      expect(r.list.rowActions).toEqual(expect.arrayContaining(['enable', 'disable', 'topping', 'ending']));
      expect(r.list.sort?.default).toEqual({ field: 'sortOrder', order: 'asc' });
    } else {
      // meet-record also answers under the names spec 000 §7 gives it: info and remove.
      const named = key === 'meet-record' ? ['export', 'info', 'remove'] : IMPORTED.has(key) ? ['import', 'export', 'template'] : ['export'];
      expect(r.actions.filter((a) => !base.includes(a) && !named.includes(a))).toEqual([]);
    }
    expect(r.permissions.read).toEqual(['admin', 'qyUser', 'qyStaff', 'readonlyUser']);
    expect(r.permissions.write).toEqual(
      STAFF_WRITES.has(key) ? ['admin', 'qyUser', 'qyStaff'] : ['admin', 'qyUser'],
    );
  });

  it.each(KEYS)('%s: fields use the runtime components and bounded values', (key) => {
    const r = load(key);
    const problems: string[] = [];
    for (const [name, f] of Object.entries(r.form.properties)) {
      const component = f['x-component'] ?? '';
      if (!COMPONENTS.has(component)) problems.push(`${name}: component ${component}`);
      if (f['x-decorator'] !== 'FormItem') problems.push(`${name}: decorator`);
      if (f.type === 'string' && !f.enum && !f.format && f.maxLength === undefined) problems.push(`${name}: maxLength`);
      if (f.format === 'date-time' && f['x-component-props']?.showTime !== true) problems.push(`${name}: showTime`);
      if (component === 'Upload') {
        const accept = f['x-component-props']?.accept;
        if (f.type !== 'array' || f.items?.type !== 'string' || f.maxItems === undefined) problems.push(`${name}: upload shape`);
        if (!['document', 'image', 'video'].includes(String(accept))) problems.push(`${name}: accept ${String(accept)}`);
      }
      if (f.type === 'array' && component === 'Select' && !['multiple', 'tags'].includes(String(f['x-component-props']?.mode))) {
        problems.push(`${name}: select mode`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(KEYS)('%s: list, detail and indexes', (key) => {
    const r = load(key);
    const props = Object.keys(r.form.properties);
    expect(props.length).toBeGreaterThanOrEqual(6);
    expect(r.list.columns.length).toBeGreaterThanOrEqual(5);
    expect(r.list.columns.length).toBeLessThanOrEqual(9);
    const filters = r.list.filters ?? [];
    expect(filters.length).toBeGreaterThanOrEqual(2);
    expect(filters.length).toBeLessThanOrEqual(5);
    expect(r.list.rowActions).toEqual(expect.arrayContaining(['detail', 'edit', 'delete']));
    // every form property is shown in the detail view, in 2-3 sections
    const sections = r.detail?.sections ?? [];
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections.length).toBeLessThanOrEqual(3);
    const shown = new Set(sections.flatMap((s) => s.fields));
    expect(props.filter((p) => !shown.has(p))).toEqual([]);
    // every filtered field leads an index, so lists stay fast on large tables
    const leading = new Set((r.indexes ?? []).map((idx) => idx[0]));
    expect(filters.map((f) => f.field).filter((f) => !leading.has(f))).toEqual([]);
    // a date-time value is cast to timestamptz, which is not immutable: it cannot be in an index
    const indexed = (r.indexes ?? []).flat();
    expect(indexed.filter((f) => r.form.properties[f]?.format === 'date-time')).toEqual([]);
  });
});

type Row = [string, Record<string, unknown>, { field: string; message: string }[]];

const EXAMPLES: Row[] = [
  ['dictionary', {
    id: 7, status: 1, sortOrder: 3, dictType: 'leave_type', dictTypeName: '请假类型', label: '事假', value: 'personal',
    parentValue: null, tagColor: 'blue', isDefault: false, remark: '请假记录的假别',
  }, []],
  ['dictionary', { dictType: '1abc', dictTypeName: '', label: '标'.repeat(51), tagColor: 'pink' }, [
    { field: 'dictType', message: '字典类型编码格式不正确' },
    { field: 'dictTypeName', message: '请填写字典类型名称' },
    { field: 'label', message: '字典标签长度不能超过50个字符' },
    { field: 'value', message: '请填写字典键值' },
    { field: 'tagColor', message: '标签颜色取值不正确' },
  ]],
  ['category', {
    categoryType: 'equipment', parentId: 3, code: 'EQ-PUMP', name: '机泵', level: 2, description: '离心泵、往复泵等',
  }, []],
  ['category', { categoryType: 'vehicle', code: 'EQ PUMP', name: '机泵', level: 11 }, [
    { field: 'categoryType', message: '分类用途取值不正确' },
    { field: 'code', message: '分类编码格式不正确' },
    { field: 'level', message: '层级不能大于10' },
  ]],
  ['production-capacity', {
    productName: '液氯', productType: 'main', casNo: '7782-50-5', isHazardous: true, productionUnit: '氯碱装置',
    designCapacity: 50000, actualOutput: 42000.5, capacityUnit: 't_per_year', statYear: 2024, productionStatus: 1,
    department: 7, responsiblePerson: 7, mobile: '13700137000', attachments: ['12'],
  }, []],
  ['production-capacity', {
    productName: '液氯', productType: 'main', casNo: '7782505', designCapacity: -1, capacityUnit: '吨/年',
    productionStatus: 3, mobile: '12345678901',
  }, [
    { field: 'casNo', message: 'CAS号格式不正确' },
    { field: 'designCapacity', message: '设计产能不能小于0' },
    { field: 'capacityUnit', message: '产能单位取值不正确' },
    { field: 'productionStatus', message: '生产状态取值不正确' },
    { field: 'mobile', message: '手机号码格式不正确' },
  ]],
  ['warehouse', {
    name: '甲类仓库一', code: 'WH-01', fireHazardClass: 'A', fireResistanceGrade: 2, structureType: 'concrete', area: 600,
    designCapacity: 120, storageChemicals: ['甲醇', '乙醇'], location: '厂区北侧', isHazardSource: true,
    hazardSourceCode: 'HS-02', department: 7, responsiblePerson: 7, mobile: '13600136000',
    buildDate: '2018-06-30', runStatus: 'IN_USE', photos: ['21'], attachments: [],
  }, []],
  ['warehouse', {
    name: '甲类仓库一', code: 'WH-01', fireHazardClass: '甲', fireResistanceGrade: 5, area: '600',
    storageChemicals: ['甲醇', '甲醇'], location: '厂区北侧', responsiblePerson: 7, mobile: '13600136000',
    buildDate: '2018/06/30', runStatus: 'IN_USE',
  }, [
    { field: 'fireHazardClass', message: '火灾危险性类别取值不正确' },
    { field: 'fireResistanceGrade', message: '耐火等级取值不正确' },
    { field: 'area', message: '建筑面积(m²)格式不正确' },
    { field: 'storageChemicals', message: '储存物品不能包含重复项' },
    { field: 'buildDate', message: '建成日期格式不正确' },
  ]],
  ['tank-area', {
    name: '原料罐区', code: 'TK-A', location: '东区', tankCount: 6, totalVolume: 12000, maxTankVolume: 3000,
    tankType: 'internal_floating', mediums: ['甲苯'], storagePressure: 'atmospheric', cofferdamVolume: 3500,
    isHazardSource: false, department: 7, responsiblePerson: 7, mobile: '15900159000', runStatus: 'IN_USE',
  }, []],
  ['tank-area', {
    name: '原料罐区', code: 'TK-A', location: '东区', tankCount: 0, totalVolume: 12000, tankType: 'fixed_roof',
    mediums: [], responsiblePerson: 7, mobile: '15900159000', runStatus: 'IN_USE', tankVolume: 1,
  }, [
    { field: 'tankCount', message: '储罐数量(个)不能小于1' },
    { field: 'mediums', message: '储存介质至少需要1项' },
    { field: 'tankVolume', message: '不支持的字段：tankVolume' },
  ]],
  ['production-equipment', {
    name: '循环水泵', code: 'P-101A', equipmentCategory: 'basic', equipmentClass: 'A', model: 'IS80-65-160',
    manufacturer: '某泵业有限公司', productionUnit: '合成氨装置', installLocation: '循环水泵房', mediums: ['循环水'],
    commissionDate: '2020-05-01', designLife: 15, lastMaintainDate: '2024-03-01', nextMaintainDate: '2025-03-01',
    department: 7, responsiblePerson: 7, mobile: '18800188000', runStatus: 'IN_USE',
  }, []],
  ['production-equipment', {
    name: '循环水泵', code: 'P 101', equipmentCategory: 'pump', equipmentClass: 'D', productionUnit: '合成氨装置',
    designLife: 0, responsiblePerson: 7, runStatus: 'IN_USE',
  }, [
    { field: 'code', message: '设备位号格式不正确' },
    { field: 'equipmentCategory', message: '设备类别取值不正确' },
    { field: 'equipmentClass', message: '设备等级取值不正确' },
    { field: 'designLife', message: '设计使用年限(年)不能小于1' },
  ]],
  ['notice', {
    title: '关于开展安全生产月活动的通知', noticeType: 'notice', importance: 'important', content: '各部门：……',
    targets: ['qyUser', 'qyStaff'], publishStatus: 'published', publishTime: '2024-06-01 09:00:00',
    publisher: 7, publishDept: 7, expireDate: '2024-06-30', attachments: ['5'],
  }, []],
  ['notice', {
    title: '通知', noticeType: 'notice', content: '', targets: ['everyone'], publishStatus: 'deleted',
    publishTime: '2024-06-01',
  }, [
    { field: 'content', message: '请填写正文' },
    { field: 'targets', message: '发布对象取值不正确' },
    { field: 'publishStatus', message: '发布状态取值不正确' },
    { field: 'publishTime', message: '发布时间格式不正确' },
  ]],
  ['maintenance-management', {
    projectName: 'P-101A 机泵检修', projectCode: 'JX-2024-001', maintenanceType: 'planned', riskLevel: 'yellow',
    equipmentName: '循环水泵', equipmentCode: 'P-101A', productionUnit: '合成氨装置', location: '循环水泵房',
    content: '更换机械密封', specialWorks: ['DONG_HUO', 'GAO_CHU'], contractorName: '某检修公司', principal: 7,
    mobile: '13500135000', guardian: 7, planStartDate: '2024-07-01', planEndDate: '2024-07-03',
    actualEndDate: '2024-07-03', cost: 12000.5, progressStatus: 'done', acceptanceResult: '验收合格', attachments: [],
  }, []],
  ['maintenance-management', {
    projectName: '机泵检修', projectCode: 'JX-2024-001', maintenanceType: 'planned', content: '更换机械密封',
    specialWorks: ['YI_BAN_SHI_GONG'], principal: 7, mobile: '13500135000', planStartDate: '2024-07-01',
    planEndDate: '2024-07-03', cost: 100.123, progressStatus: 'pending',
  }, [
    { field: 'specialWorks', message: '涉及特殊作业取值不正确' },
    { field: 'cost', message: '检修费用(元)格式不正确' },
  ]],
  ['device-start-stop', {
    unitName: '合成氨装置', unitCode: 'U-100', operationType: 'stop', operateDate: '2024-08-10',
    planTime: '2024-08-10T08:00:00+08:00', actualTime: '2024-08-10 10:30:00', reason: '年度大检修',
    schemeApproved: true, conditionsConfirmed: true, commander: 7, mobile: '13300133000',
    operators: [7, 8], department: 7, result: 'normal',
  }, []],
  ['device-start-stop', {
    unitName: '合成氨装置', operationType: 'restart', operateDate: '2024-08-10', reason: '检修', commander: 7,
    mobile: '1330013300', schemeApproved: 'yes',
  }, [
    { field: 'operationType', message: '开停车类型取值不正确' },
    { field: 'schemeApproved', message: '开停车方案已审批格式不正确' },
    { field: 'mobile', message: '手机号码格式不正确' },
  ]],
  ['three-simultaneous', {
    projectName: '年产5万吨烧碱扩建项目', projectCode: 'STS-2024-01', projectType: 'expansion',
    industryType: 'basic_chemical', location: '化工园区纬三路', constructionScale: '新建5万吨/年离子膜烧碱装置',
    totalInvestment: 12000, safetyInvestment: 860.5, approvalLevel: 3, approvalDept: '市发展和改革委员会',
    designUnit: '某化工设计院', constructionUnit: '某建设公司', projectManager: 7, mobile: '13200132000',
    planStartDate: '2024-03-01', planEndDate: '2025-06-30', currentStage: 'construction', attachments: [],
  }, []],
  ['three-simultaneous', {
    projectName: '烧碱扩建', projectCode: 'STS-2024-01', projectType: 'expansion', industryType: 'mining',
    location: '化工园区', totalInvestment: 1.234, approvalLevel: 5, projectManager: 7, mobile: '13200132000',
    currentStage: 'construction',
  }, [
    { field: 'industryType', message: '行业类别取值不正确' },
    { field: 'totalInvestment', message: '总投资(万元)格式不正确' },
    { field: 'approvalLevel', message: '审批部门级别取值不正确' },
  ]],
  ['pre-evaluation', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', evaluationOrg: '某安全评价有限公司', orgCertNo: 'APJ-(鲁)-001',
    reportNo: 'YP-2024-008', reportDate: '2024-01-15', reviewDate: '2024-01-25', reviewExperts: [7], externalReviewExperts: ['专家甲', '专家乙'],
    reviewConclusion: 'passed_with_changes', mainProblems: '补充重大危险源辨识', rectified: true, filingLevel: 3,
    filingDept: '市应急管理局', filingNo: '应急备〔2024〕12号', filingDate: '2024-02-10', contactPerson: 7,
    mobile: '13200132000',
  }, []],
  ['pre-evaluation', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', evaluationOrg: '某安全评价有限公司', reportNo: 'YP-2024-008',
    reportDate: '2024-02-30', filingLevel: 0,
  }, [
    { field: 'reportDate', message: '报告完成日期格式不正确' },
    { field: 'reviewConclusion', message: '请选择评审结论' },
    { field: 'filingLevel', message: '备案部门级别取值不正确' },
  ]],
  ['design-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', designUnit: '某化工设计院', designQualification: 'industry_a',
    designDocNo: 'SJ-2024-02', designDate: '2024-04-01', hazopDone: true, sisRequired: true, reviewLevel: 2,
    reviewDept: '省应急管理厅', reviewDate: '2024-04-20', reviewConclusion: 'passed', approvalNo: '审批〔2024〕3号',
    contactPerson: 7, mobile: '13200132000',
  }, []],
  ['design-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', designUnit: '某化工设计院', designQualification: '丙级',
    designDocNo: 'SJ-2024-02', designDate: '2024-04-01', reviewConclusion: 'passed', majorChanges: '变'.repeat(2001),
  }, [
    { field: 'designQualification', message: '设计资质等级取值不正确' },
    { field: 'majorChanges', message: '重大变更及说明长度不能超过2000个字符' },
  ]],
  ['construction-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', constructionUnit: '某建设公司',
    constructionQualification: '石油化工工程施工总承包一级', supervisionUnit: '某监理公司', startDate: '2024-05-01',
    planEndDate: '2025-04-30', progress: 45, facilitiesSynced: true, qualityResult: 'pending', siteManager: '陈三',
    mobile: '13100131000', safetyOfficer: '褚四', photos: ['7', '8'],
  }, []],
  ['construction-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', constructionUnit: '某建设公司', startDate: '2024-05-01',
    progress: 101, siteManager: '陈三', mobile: '13100131000', photos: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
  }, [
    { field: 'progress', message: '完成进度(%)不能大于100' },
    { field: 'photos', message: '施工现场照片不能超过10项' },
  ]],
  ['acceptance-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', evaluationOrg: '某安全评价有限公司', reportNo: 'YS-2025-01',
    reportDate: '2025-07-01', organizer: '建设单位', acceptanceDate: '2025-07-15', experts: [7], externalExperts: ['专家丙'],
    conclusion: 'passed_after_rectify', problems: '可燃气体报警器未标定', rectifyDeadline: '2025-08-15', rectified: false,
    filingLevel: 3, filingDept: '市应急管理局', filingNo: '验备〔2025〕5号', contactPerson: 7, mobile: '13200132000',
  }, []],
  ['acceptance-stage', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', acceptanceDate: '2025-07-15', experts: '专家丙', conclusion: 'ok',
  }, [
    { field: 'organizer', message: '请填写验收组织单位' },
    { field: 'experts', message: '验收专家格式不正确' },
    { field: 'conclusion', message: '验收结论取值不正确' },
  ]],
  ['pilot-production', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', unitName: '离子膜烧碱装置', schemeNo: 'SSC-01',
    schemeReviewDate: '2025-05-01', schemeReviewPassed: true, filingLevel: 3, filingDept: '市应急管理局',
    startDate: '2025-05-10', endDate: '2025-11-10', extendedEndDate: '2026-02-10', pilotStatus: 'extended',
    loadRate: 85.5, principal: 7, mobile: '13000130000', runSummary: '运行平稳',
  }, []],
  ['pilot-production', {
    projectCode: 'STS-2024-01', projectName: '烧碱扩建', unitName: '离子膜烧碱装置', startDate: '2025-05-10',
    endDate: '2025-11-10', pilotStatus: 'paused', loadRate: 250, principal: 7, mobile: '',
  }, [
    { field: 'pilotStatus', message: '试生产状态取值不正确' },
    { field: 'loadRate', message: '生产负荷(%)不能大于200' },
    { field: 'mobile', message: '请填写负责人电话' },
  ]],
  ['watch-staff', {
    name: '蒋六', jobNo: 'E1001', gender: 'male', department: 7, post: '中控操作工', mobile: '13912345678',
    dutyPhone: '0531-88886666', dutyRole: 'duty_officer', shiftGroup: 'A', dutyArea: '中控室', certificateNo: 'SG-001',
    onDuty: true, photo: ['3'],
  }, []],
  ['watch-staff', {
    name: '蒋六', department: 7, mobile: '13912345678', dutyPhone: '88886666转1', dutyRole: 'shift_leader',
    shiftGroup: 'E', photo: ['1', '2'],
  }, [
    { field: 'dutyPhone', message: '值班电话格式不正确' },
    { field: 'shiftGroup', message: '所属班组取值不正确' },
    { field: 'photo', message: '照片不能超过1项' },
  ]],
  ['shift-manager', {
    name: '沈七', mobile: '13812345678', department: 7, position: '生产副总', managerType: 'leader_on_duty',
    dutyDate: '2024-09-01', shift: 'all_day', dutyArea: '全厂', dutyPhone: '0531-88886666', deputy: 7,
    deputyMobile: '13712345678',
  }, []],
  ['shift-manager', {
    name: '沈七', mobile: '13812345678', managerType: 'leader', dutyDate: '2024-09-01', deputyMobile: '0531-8888',
  }, [
    { field: 'managerType', message: '类型取值不正确' },
    { field: 'shift', message: '请选择班次' },
    { field: 'deputyMobile', message: '手机号码格式不正确' },
  ]],
  ['watch-record', {
    dutyDate: '2024-09-01', shift: 'night', watcher: 7, mobile: '13612345678', shiftLeader: 7,
    dutyArea: '中控室', runCondition: 'abnormal', content: '各装置运行平稳', abnormalDesc: '02:10 T-201 液位高报，已处置',
    handoverFrom: 7, handoverTo: 7, handoverTime: '2024-09-02 08:00:00', handoverItems: 'T-201 液位继续观察',
    photos: [],
  }, []],
  ['watch-record', {
    dutyDate: '2024-09-01', shift: 'evening', watcher: 7, mobile: '13612345678', runCondition: 'normal',
    handoverTime: '2024-09-02 25:00:00',
  }, [
    { field: 'shift', message: '班次取值不正确' },
    { field: 'content', message: '请填写值班情况' },
    { field: 'handoverTime', message: '交接班时间格式不正确' },
  ]],
  ['leave-record', {
    name: '尤二', jobNo: 'E2002', department: 7, post: '装卸工', leaveType: 'annual', startDate: '2024-10-08',
    endDate: '2024-10-09', days: 1.5, reason: '探亲', substitute: 7, substituteMobile: '13512345678',
    approver: 7, approveStatus: 'approved', approveOpinion: '同意',
  }, []],
  ['leave-record', {
    name: '尤二', department: 7, leaveType: 'annual', startDate: '2024-10-08', endDate: '2024-10-09', days: 1.3,
    reason: '探亲', approveStatus: 'ok',
  }, [
    { field: 'days', message: '请假天数格式不正确' },
    { field: 'approveStatus', message: '审批状态取值不正确' },
  ]],
  ['area-duty', {
    areaName: '罐区A', areaCode: 'AREA-01', areaType: 'storage', riskLevel: 'red', location: '厂区东北角',
    department: 7, responsiblePerson: 7, mobile: '13412345678', deputyPerson: 7,
    deputyMobile: '13312345678', inspectionFrequency: 'per_shift', dutyContent: '罐区巡检、动火作业监护', areaMap: ['9'],
  }, []],
  ['area-duty', { areaName: '罐区A', areaType: 'storage', riskLevel: 'green', responsiblePerson: 7, mobile: '13412345678' }, [
    { field: 'riskLevel', message: '区域风险等级取值不正确' },
    { field: 'department', message: '请选择责任部门' },
  ]],
  ['duty-info', {
    postName: '中控操作工', postCode: 'POST-01', department: 7, postType: 'operation', isHazardousPost: true,
    headcount: 12, superior: '班长', responsibilities: '负责 DCS 监控与操作', safetyResponsibilities: '执行操作规程',
    education: 'senior_high', qualification: '化工相关专业', requiredCertificates: ['危险化学品安全作业证'],
    trainingLevels: ['company', 'department', 'team'], effectiveDate: '2024-01-01', attachments: [],
  }, []],
  ['duty-info', {
    postName: '中控操作工', department: 7, postType: 'operation', headcount: -1, responsibilities: '',
    education: 'college', trainingLevels: ['workshop'],
  }, [
    { field: 'headcount', message: '定员人数不能小于0' },
    { field: 'responsibilities', message: '请填写岗位职责' },
    { field: 'education', message: '最低学历要求取值不正确' },
    { field: 'trainingLevels', message: '岗前安全教育取值不正确' },
  ]],
  ['bb-principal-dict', {
    hazardSourceName: '液氯储罐区', hazardSourceCode: 'HS-01', hazardLevel: '1', mainPrincipal: 7,
    mainPrincipalPost: '总经理', mainPrincipalMobile: '13212345678', techPrincipal: 7, techPrincipalPost: '总工程师',
    techPrincipalMobile: '13112345678', operPrincipal: 7, operPrincipalPost: '车间主任',
    operPrincipalMobile: '13012345678', department: 7, effectiveDate: '2024-01-01',
  }, []],
  ['bb-principal-dict', {
    hazardSourceName: '液氯储罐区', hazardSourceCode: 'HS_01', hazardLevel: '5', mainPrincipal: 7,
    mainPrincipalMobile: '13212345678', techPrincipal: 7, techPrincipalMobile: '13112345678', operPrincipal: 7,
  }, [
    { field: 'hazardSourceCode', message: '危险源编码格式不正确' },
    { field: 'hazardLevel', message: '危险源等级取值不正确' },
    { field: 'operPrincipalMobile', message: '请填写操作负责人电话' },
  ]],
  ['meet-record', {
    meetingTitle: '2024年第三季度安委会会议', meetingType: 'committee', meetingDate: '2024-09-28', durationHours: 1.5,
    location: '一号会议室', host: 7, recorder: 7, department: 7, attendees: [7, 8, 9],
    attendeeCount: 3, absentees: [], content: '通报三季度安全生产情况', resolutions: '开展冬季四防检查',
    followUpPerson: 7, followUpDeadline: '2024-10-31', photos: ['4'], attachments: ['6'],
  }, []],
  ['meet-record', {
    meetingTitle: '安委会', meetingType: 'committee', meetingDate: '2024-09-28', host: 7, content: '通报',
    durationHours: 25, attendeeCount: 2.5, attendees: ['金一'], absentees: ['参'.repeat(51)],
  }, [
    { field: 'durationHours', message: '会议时长(小时)不能大于24' },
    { field: 'attendees', message: '参会人员格式不正确' },
    { field: 'attendeeCount', message: '参会人数格式不正确' },
    { field: 'absentees', message: '缺席人员格式不正确' },
  ]],
];

describe('resources B: example records', () => {
  it('has a valid and an invalid example for every file', () => {
    for (const key of KEYS) {
      const rows = EXAMPLES.filter(([k]) => k === key);
      expect(rows.some(([, , errors]) => errors.length === 0), key).toBe(true);
      expect(rows.some(([, , errors]) => errors.length > 0), key).toBe(true);
    }
  });

  it.each(EXAMPLES)('%s validates a record (%#)', (key, data, errors) => {
    expect(compileRecordValidator(load(key))(data)).toEqual({ valid: errors.length === 0, errors });
  });

  it.each(KEYS)('%s: a partial update checks only the fields sent', (key) => {
    const r = load(key);
    const validate = compileRecordValidator(r, { partial: true });
    expect(validate({})).toEqual({ valid: true, errors: [] });
    const [first] = r.form.required ?? [];
    const f = r.form.properties[first];
    const title = f.title ?? first;
    const wrong = f.enum ? '__none__' : f.type === 'string' && !f.format ? 12 : 'x';
    const message = f.enum ? `${title}取值不正确` : `${title}格式不正确`;
    expect(validate({ [first]: wrong })).toEqual({ valid: false, errors: [{ field: first, message }] });
  });
});
