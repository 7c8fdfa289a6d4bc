// Sample resources and records of the runtime's stories and tests: the example resource files and rows
// shaped like the API's records (docs/resource-api.md).
import safetyManagerFile from '../../schemas/resources/safety-manager.json';
import hazardSourceFile from '../../schemas/resources/hazard-source.json';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import type { ResourceRecord } from '../../src/runtime/resource-client.ts';

/** schemas/resources/safety-manager.json (import, export, template; validity). */
export const SAFETY_MANAGER = safetyManagerFile as unknown as ResourceFile;

/** schemas/resources/hazard-source.json (export only; enum, number and array fields). */
export const HAZARD_SOURCE = hazardSourceFile as unknown as ResourceFile;

/** The hazard sources with every action (switches, order) and every row action. */
export const HAZARD_SOURCE_ALL_ACTIONS: ResourceFile = {
  ...HAZARD_SOURCE,
  key: 'hazard-source-all',
  actions: [...HAZARD_SOURCE.actions, 'import', 'template', 'enable', 'disable', 'topping', 'ending', 'sort'],
  list: { ...HAZARD_SOURCE.list, rowActions: ['detail', 'edit', 'delete', 'enable', 'disable', 'topping', 'ending'] },
};

/** The safety managers after a custom field was removed: a column, a filter and a detail field name it. */
export const SAFETY_MANAGER_STALE: ResourceFile = {
  ...SAFETY_MANAGER,
  key: 'safety-manager-stale',
  list: {
    ...SAFETY_MANAGER.list,
    columns: [...SAFETY_MANAGER.list.columns.slice(0, 3), { field: 'trainingHours', title: '培训学时' }],
    filters: [...(SAFETY_MANAGER.list.filters ?? []), { field: 'trainingHours', op: 'gte' }],
  },
  detail: { sections: [...(SAFETY_MANAGER.detail?.sections ?? []), { title: '培训信息', fields: ['trainingHours'] }] },
};

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '军', '洋', '勇', '艳', '杰'];
const POSTS = ['主要负责人', '安全总监', '专职安全员', '兼职安全员'];
/** Departments of sample-org.ts: the reference's id and the name the answer carries in refLabels. */
const DEPTS: readonly (readonly [number, string])[] = [[1, '安环部'], [2, '生产部'], [4, '设备部'], [5, '储运部']];

function day(offsetDays: number): string {
  const d = new Date(Date.UTC(2026, 0, 1) + offsetDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** `n` safety managers with varied certificates (some expired, one voided). */
export function safetyManagerRows(n: number): ResourceRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const start = -800 + i * 37;
    return {
      id,
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}${i >= 20 ? GIVEN[i % GIVEN.length] : ''}`,
      gender: i % 3 === 0 ? 'female' : 'male',
      idCard: `11010519${String(800101 + i).padStart(6, '0')}${String(1000 + i).slice(-4)}`,
      mobile: `1380013${String(8000 + i).padStart(4, '0')}`,
      post: POSTS[i % POSTS.length],
      department: DEPTS[i % DEPTS.length][0],
      refLabels: { department: DEPTS[i % DEPTS.length][1] },
      certNo: `AQ-${2024 + (i % 3)}-${String(10001 + i)}`,
      certStart: day(start),
      certEnd: day(start + 1095),
      voided: i === 5,
      attachments: [],
      status: 1,
      sortOrder: 0,
      createdAt: `${day(start)}T08:00:00.000Z`,
      updatedAt: `${day(start + 3)}T09:30:00.000Z`,
      createdBy: 5,
      updatedBy: 5,
    };
  });
}

const HAZARD_NAMES = ['液氨储罐区', '甲醇罐区', '氯气库', '液化石油气球罐', '苯储罐', '硝酸铵仓库', '氢气充装站', '环氧乙烷罐区'];
const RUN = ['IN_USE', 'IN_USE', 'STOPPED', 'CANCELLED'];

/** `n` hazard sources of all grades and run states. */
export function hazardRows(n: number): ResourceRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `${HAZARD_NAMES[i % HAZARD_NAMES.length]}${i >= HAZARD_NAMES.length ? `${Math.floor(i / HAZARD_NAMES.length) + 1}号` : ''}`,
    code: `HS-${String(101 + i)}`,
    level: String((i % 4) + 1),
    location: `厂区${['东', '南', '西', '北'][i % 4]}侧${(i % 5) + 1}号区域`,
    chemicals: i % 2 ? ['液氨'] : ['甲醇', '乙醇'],
    quantity: 20 + i * 12.5,
    responsiblePerson: `${SURNAMES[i % SURNAMES.length]}${GIVEN[i % GIVEN.length]}`,
    mobile: `1390013${String(9000 + i).padStart(4, '0')}`,
    runStatus: RUN[i % RUN.length],
    stopReason: RUN[i % RUN.length] === 'IN_USE' ? undefined : '检修停用',
    status: i % 5 === 4 ? 0 : 1,
    sortOrder: i,
    createdAt: `${day(i * 3)}T08:00:00.000Z`,
    updatedAt: `${day(i * 3 + 1)}T08:00:00.000Z`,
    createdBy: 5,
    updatedBy: 5,
  }));
}
