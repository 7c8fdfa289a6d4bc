// Demo records of the shared basic-data resources for enterprise 1001 (a module's demo records are files of
// its folder, schemas/modules/<module>/demo/<resource>.json), so that a first start shows filled lists
// (each passes its resource's validator: tests/unit/demo-records.test.ts). Dates are relative to the day of
// seeding, so the validity statuses stay meaningful: one effective, one expiring, one expired, one voided.
import { nationalIdCheckChar } from '../../../domain/validators.ts';

/** A valid national ID number from its first 17 digits. */
const id = (first17: string) => `${first17}${nationalIdCheckChar(first17)}`;

/** The ISO day `offset` days from `today`. */
function day(today: Date, offset: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Records per resource key, in insertion order. */
export function demoRecords(today: Date): Record<string, Record<string, unknown>[]> {
  const d = (offset: number) => day(today, offset);
  return {
    'safety-manager': [
      { name: '王建国', gender: 'male', idCard: id('32050219750312001'), mobile: '13912340001', post: '总经理', department: '总经理办公室', certNo: 'AQ3205-2024-0001', certStart: d(-400), certEnd: d(695) },
      { name: '李安全', gender: 'male', idCard: id('32050219800716002'), mobile: '13912340002', post: '安全部部长', department: '安全环保部', certNo: 'AQ3205-2023-0107', certStart: d(-700), certEnd: d(20) },
      { name: '张丽', gender: 'female', idCard: id('32050219880920003'), mobile: '13912340003', post: '专职安全员', department: '安全环保部', certNo: 'AQ3205-2021-0332', certStart: d(-1100), certEnd: d(-5) },
      { name: '赵志强', gender: 'male', idCard: id('32050219790105004'), mobile: '13912340004', post: '车间主任', department: '生产一车间', certNo: 'AQ3205-2022-0456', certStart: d(-800), certEnd: d(300), voided: true },
    ],
    'hazard-source': [
      { name: '液氯储罐区', code: 'HS-001', level: '1', location: '厂区东北角储罐区', chemicals: ['液氯'], quantity: 120, responsiblePerson: '李安全', mobile: '13912340002', runStatus: 'IN_USE' },
      { name: '甲醇储罐区', code: 'HS-002', level: '3', location: '罐区二', chemicals: ['甲醇'], quantity: 800, responsiblePerson: '赵志强', mobile: '13912340004', runStatus: 'IN_USE' },
      { name: '液氨库', code: 'HS-003', level: '2', location: '制冷站北侧', chemicals: ['液氨'], quantity: 30, responsiblePerson: '张丽', mobile: '13912340003', runStatus: 'STOPPED', stopReason: '检修停用' },
    ],
    'special-operator': [
      { name: '陈师傅', gender: 'male', idCard: id('32050219850611005'), mobile: '13912340005', department: '设备部', post: '电工', operationCategory: 'electrician', operationItem: '低压电工作业', certNo: 'T320502198506110051', issuingAuthority: '苏州市应急管理局', certStart: d(-900), certEnd: d(195) },
      { name: '周焊工', gender: 'male', idCard: id('32050219900203006'), mobile: '13912340006', department: '检修车间', post: '焊工', operationCategory: 'welding', operationItem: '熔化焊接与热切割作业', certNo: 'T320502199002030062', issuingAuthority: '苏州市应急管理局', certStart: d(-1200), certEnd: d(-30) },
      { name: '吴操作', gender: 'female', idCard: id('32050219920817007'), mobile: '13912340007', department: '生产一车间', post: '主操', operationCategory: 'hazchem', operationItem: '氯化工艺作业', certNo: 'T320502199208170073', issuingAuthority: '苏州市应急管理局', certStart: d(-300), certEnd: d(795) },
    ],
    'special-equipment': [
      { name: '1#氯气缓冲罐', category: 'pressure_vessel', registerCode: '容3SE苏E00123(22)', equipmentCode: 'R-1001', location: '氯气处理工段', department: '生产一车间', responsiblePerson: '赵志强', mobile: '13912340004', lastInspectionDate: d(-200), nextInspectionDate: d(165), inspectionOrg: '苏州市特种设备检验院', inspectionResult: 'pass', runStatus: 'in_use' },
      { name: '5t电动葫芦', category: 'crane', registerCode: '起17苏E00456(21)', equipmentCode: 'Q-2001', location: '仓库二', department: '储运部', responsiblePerson: '李安全', mobile: '13912340002', lastInspectionDate: d(-380), nextInspectionDate: d(-15), inspectionOrg: '苏州市特种设备检验院', inspectionResult: 'pass', runStatus: 'in_use' },
    ],
    'enterprise-info': [
      {
        enterpriseName: '示例化工有限公司', creditCode: '91320500MA1X2Y3T4K', legalRepresentative: '王建国',
        industryCategory: 'chemical-production', economicType: 'limited', enterpriseScale: 'medium', establishedDate: '2006-09-18',
        registeredCapital: 12000, employeeCount: 386, registeredAddress: '江苏省苏州市吴中区化工园区港城路 18 号',
        productionAddress: '江苏省苏州市吴中区化工园区港城路 18 号', contactPhone: '0512-66881234', principalName: '王建国',
        principalPhone: '13912340001', safetyDirectorName: '李安全', safetyDirectorPhone: '13912340002', safetyDepartment: '安全环保部',
        safetyManagerCount: 9, safetyEngineerCount: 3, standardizationLevel: '2', majorHazardCount: 3, majorHazardLevel: '1',
        safetyLicenseNo: '(苏)WH安许证字〔2024〕-E-0218', safetyLicenseStart: d(-600), safetyLicenseEnd: d(495),
        productionStatus: 'running', inChemicalPark: true, chemicalParkName: '苏州吴中化工园区', hazardousProcesses: ['p03'],
        mainProducts: '液氯 20000 吨/年，甲醇下游中间体 8000 吨/年', annualOutputValue: 48600,
        businessScope: '危险化学品生产（凭许可证经营）；化工产品销售；技术服务。',
      },
    ],
    notice: [
      { title: '关于开展冬季安全生产大检查的通知', noticeType: 'notice', importance: 'important', content: '各部门：为做好冬季安全生产工作，公司定于本月开展安全生产大检查，请各部门做好自查自改。', targets: ['qyUser', 'qyStaff'], publishStatus: 'published', publishTime: `${d(-3)} 09:00:00`, publisher: '李安全', publishDept: '安全环保部' },
      { title: '动火作业管理制度（修订稿）', noticeType: 'regulation', importance: 'normal', content: '动火作业管理制度修订稿，征求意见中。', targets: ['qyUser'], publishStatus: 'draft', publisher: '李安全', publishDept: '安全环保部' },
    ],
  };
}
