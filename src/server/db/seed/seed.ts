import { hashPassword } from '../../auth/password.ts';
import type { Db, Queryable } from '../db.ts';
import { DEMO_ACCOUNTS, DEMO_BUTTONS, DEMO_ROLES } from './demo-accounts.ts';
import { DEMO_ENTERPRISES } from './demo-enterprises.ts';
import { seedDemoPermits } from './demo-permits.ts';
import { seedDemoCategories } from './demo-category-tree.ts';
import { seedDemoOpsStats } from './demo-ops-stats.ts';
import { markDemoDatabase } from '../../modules/apply-defaults.ts';
import { submitApplication } from '../../enterprise/apply-store.ts';

// name, type (公司 company, 车间/部门 workshop, 班组 team: a person's control level, src/domain/person-level.ts), parent.
// The company's own departments are 公司级, the workshops 车间级, a team under its workshop 班组级, so that the demo's
// control tasks of every level have people who may check them (docs/risk.md "Demo data").
const departments: Record<number, [string, 'company' | 'workshop' | 'team', string?][]> = {
  1001: [
    ['安全环保部', 'company'],
    ['生产一车间', 'workshop'],
    ['生产二车间', 'workshop'],
    ['设备管理部', 'company'],
    ['综合办公室', 'company'],
    ['液氯储运班', 'team', '生产二车间'],
  ],
  1002: [
    ['安全科', 'company'],
    ['合成车间', 'workshop'],
    ['储运车间', 'workshop'],
  ],
  2001: [
    ['安全部', 'company'],
    ['生产部', 'workshop'],
  ],
};

const staff: Record<number, [string, string, string, string][]> = {
  // name, department, mobile, post
  1001: [
    ['张伟', '生产一车间', '13800001001', '操作工'],
    ['王建国', '综合办公室', '13800001002', '总经理'],
    ['李安全', '安全环保部', '13800001003', '安全部长'],
    ['赵志强', '生产一车间', '13800001004', '车间主任'],
    ['陈明', '设备管理部', '13800001005', '设备工程师'],
    ['刘洋', '液氯储运班', '13800001006', '班长'],
  ],
  1002: [['孙磊', '合成车间', '13900002001', '操作工']],
  2001: [['周强', '生产部', '13700003001', '操作工']],
};

/** Whether the database already holds the demo data (or any enterprise). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query('select 1 from qyxx limit 1');
  return rows.length > 0;
}

/**
 * Seeds the demo data in one transaction: enterprises, accounts, departments and staff, and the permits of
 * the demo with their analyses and warnings (demo-permits.ts), all dated relative to `now`, and marks the
 * database as a demo database. The menu and the demo records of the files (schemas/demo for the shared basic
 * data, each module folder's demo/) are added by every start (src/server/modules/apply-defaults.ts), this
 * first one included: they refer to the departments and staff seeded here by name. `fileDir`: the server's file
 * directory, where the demo permits' briefing signatures are stored.
 */
export async function seedDemo(db: Db, now: Date, fileDir: string): Promise<void> {
  const hashes = new Map(
    await Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.loginName, await hashPassword(a.password)] as const)),
  );
  await db.transaction(async (tx) => {
    for (const e of DEMO_ENTERPRISES) {
      await tx.query(
        `insert into qyxx(tenant_id, qymc, qy_group, parent_id, have_model, config, contact_name, contact_mobile)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [e.id, e.qymc, e.group, e.parent, e.modules, e.config, e.id ? '安全负责人' : null, e.id ? '13800000000' : null],
      );
    }
    for (const r of DEMO_ROLES) {
      await tx.query('insert into sysrole(id, code, name, sort) values ($1, $2, $3, $4)', [r.id, r.code, r.name, r.id]);
    }
    for (const [role, keys] of Object.entries(DEMO_BUTTONS)) {
      for (const k of keys) await tx.query('insert into sysrole_button(role_code, perm_key) values ($1, $2)', [role, k]);
    }
    const deptIds = new Map<string, number>();
    for (const [tenant, names] of Object.entries(departments)) {
      let sort = 0;
      for (const [name, type, parent] of names) {
        const [{ id }] = await tx.query<{ id: number }>(
          'insert into departmentinfo(tenant_id, name, sort, dept_type, parent_id) values ($1, $2, $3, $4, $5) returning id',
          [Number(tenant), name, (sort += 10), type, parent === undefined ? null : (deptIds.get(`${tenant}:${parent}`) ?? null)],
        );
        deptIds.set(`${tenant}:${name}`, id);
      }
    }
    const staffIds = new Map<string, number>();
    for (const [tenant, people] of Object.entries(staff)) {
      for (const [name, dept, mobile, post] of people) {
        const [{ id }] = await tx.query<{ id: number }>(
          `insert into staffinfo(tenant_id, name, department_id, mobile, post) values ($1, $2, $3, $4, $5) returning id`,
          [Number(tenant), name, deptIds.get(`${tenant}:${dept}`) ?? null, mobile, post],
        );
        staffIds.set(`${tenant}:${name}`, id);
      }
    }
    for (const a of DEMO_ACCOUNTS) {
      await tx.query(
        `insert into sysuser(tenant_id, login_name, user_name, password_hash, ren_yuan_id, roles, sass_qy)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [a.tenantId, a.loginName, a.userName, hashes.get(a.loginName)!, a.staff ? staffIds.get(`${a.tenantId}:${a.staff}`) ?? null : null, a.roles, a.sassQy],
      );
    }
    const contractors: [number, string, string][] = [
      [1001, '华安检修工程有限公司', '检维修'],
      [1001, '鑫源防腐保温有限公司', '防腐保温'],
      [2001, '远达建设工程公司', '土建施工'],
    ];
    for (const [tenant, name, type] of contractors) {
      await tx.query(
        `insert into contractorinfo(tenant_id, name, service_type, contact_name, contact_mobile) values ($1, $2, $3, '项目经理', '13600000000')`,
        [tenant, name, type],
      );
    }
    await tx.query(
      `insert into dutyinfo(tenant_id, department_id, name, staff_ids, responsibility)
       values (1001, $1, '安全生产第一责任人', $2, '全面负责企业安全生产工作'),
              (1001, $3, '安全管理负责人', $4, '组织开展安全检查与隐患排查')`,
      [deptIds.get('1001:综合办公室')!, [staffIds.get('1001:王建国')!], deptIds.get('1001:安全环保部')!, [staffIds.get('1001:李安全')!]],
    );
    // 入驻申请 of the demo (docs/enterprise.md): 另一化工企业 asks for 特殊作业, the module it lacks.
    await submitApplication(tx, null, { qyId: 2001, name: '周强', mobile: '13700003001', module: 'tszy' });
    for (const tenant of [1001, 1002, 2001]) {
      await tx.query(
        `insert into configinfo(tenant_id, type, config_key, config_value, remark) values
           ($1, 'system', 'systemName', '安全风险管控平台', '系统名称'),
           ($1, 'tszy', 'gasAnalysisFreshMinutes', '30', '气体分析有效时间（分钟）')`,
        [tenant],
      );
    }
    await markDemoDatabase(tx);
    await seedDemoCategories(tx, 1001);
    await seedDemoOpsStats(tx, now);
    // Last: it acts as the application role, as the demo accounts.
    await seedDemoPermits(tx, now, fileDir);
  });
}
