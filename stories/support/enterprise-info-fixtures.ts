// The enterprise-information resource (schemas/resources/enterprise-info.json) and the record of a sample
// chemical enterprise, for the page's stories and tests.
import enterpriseInfoFile from '../../schemas/resources/enterprise-info.json';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';

/** schemas/resources/enterprise-info.json (one record per enterprise; tabs 安全管理, 证照信息, 生产经营). */
export const ENTERPRISE_INFO = enterpriseInfoFile as unknown as ResourceFile;

/** The enterprise with a designer tab that still names a removed custom field (emergencyPlanNo). */
export const ENTERPRISE_INFO_STALE: ResourceFile = {
  ...ENTERPRISE_INFO,
  layout: {
    tabs: [...(ENTERPRISE_INFO.layout?.tabs ?? []), { key: 'emergency', title: '应急管理', fields: ['emergencyPlanNo'] }],
  },
};

/** 华东精细化工有限公司: every tab filled in. */
export const ENTERPRISE_RECORD: ResourceRecord = {
  id: 1,
  enterpriseName: '华东精细化工有限公司',
  creditCode: '91330100MA2H3K4L5X',
  legalRepresentative: '陈建国',
  industryCategory: 'chemical-production',
  economicType: 'limited',
  enterpriseScale: 'medium',
  establishedDate: '2008-06-18',
  registeredCapital: 8000,
  employeeCount: 426,
  registeredAddress: '浙江省杭州市钱塘区临江工业园区纬五路 88 号',
  productionAddress: '浙江省杭州市钱塘区临江工业园区纬五路 88 号',
  contactPhone: '0571-82961234',
  principalName: '陈建国',
  principalPhone: '13905712345',
  safetyDirectorName: '刘洋',
  safetyDirectorPhone: '13867453210',
  safetyDepartment: '安全环保部',
  safetyManagerCount: 12,
  safetyEngineerCount: 4,
  standardizationLevel: '2',
  majorHazardCount: 3,
  majorHazardLevel: '2',
  safetyLicenseNo: '(浙)WH安许证字〔2024〕-A-0126',
  safetyLicenseStart: '2024-03-01',
  safetyLicenseEnd: '2027-02-28',
  tradeLicenseNo: '浙杭危化经字〔2023〕000318',
  tradeLicenseEnd: '2026-09-30',
  licenseFiles: ['61'],
  productionStatus: 'running',
  inChemicalPark: true,
  chemicalParkName: '杭州临江高新技术产业园区',
  hazardousProcesses: ['p03', 'p08'],
  mainProducts: '氯代芳烃 12000 吨/年，加氢中间体 5000 吨/年',
  annualOutputValue: 56800,
  businessScope: '危险化学品生产（凭许可证经营）；化工产品（不含危险化学品）销售；技术服务、技术开发。',
  status: 1,
  createdAt: '2024-03-05T02:00:00.000Z',
  updatedAt: '2026-01-12T06:30:00.000Z',
};
