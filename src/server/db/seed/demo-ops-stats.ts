// The demo's history for 运营统计 (docs/operations.md): the logins of the last three months (ended sessions of
// the demo accounts: none of them is a live token) and the hidden dangers of 示例化工二厂 (1002), found over the
// same months, most of them closed. Permits, reminders, tasks and reported records come from the rest of the
// demo (demo-permits.ts, the module folders' demo records, the schedules). Dated relative to `now`; seeded once
// with the demo database (seed.ts).
import { DEFAULT_TZ_OFFSET_MINUTES } from '../../../domain/permit-grade.ts';
import { tableName } from '../../resources/registry.ts';
import type { Queryable } from '../db.ts';

const DAY = 86_400_000;

/** Days ago of each demo account's past logins (at 08:30 business time, plus its index in minutes). */
export const DEMO_LOGIN_DAYS: Readonly<Record<string, readonly number[]>> = {
  qyadmin: [80, 74, 66, 60, 52, 45, 38, 31, 24, 17, 10, 3, 1],
  staff01: [78, 70, 63, 49, 35, 21, 14, 7, 2],
  aq01: [72, 58, 44, 30, 16, 9, 4],
  viewer: [62, 33, 5],
  qyadmin2: [76, 55, 41, 27, 12, 6],
};

/** The sub-enterprise that gets the demo's hidden dangers (1001's stay those its users report). */
export const DEMO_DANGER_TENANT = 1002;

/** Days ago found, title, whether closed now. */
export const DEMO_DANGERS: readonly [number, string, boolean][] = [
  [70, '合成车间反应釜安全阀校验过期', true],
  [64, '储运车间消防通道堆放杂物', true],
  [40, '合成车间静电接地线断开', true],
  [33, '储罐区可燃气体报警器故障', false],
  [12, '装卸站台防护栏松动', true],
  [4, '配电室门未关闭，挡鼠板缺失', false],
];

/** `YYYY-MM-DD` of a day `daysAgo` before `now`, in business time. */
function localDay(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * DAY + DEFAULT_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export async function seedDemoOpsStats(tx: Queryable, now: Date): Promise<void> {
  const users = await tx.query<{ id: number; login_name: string; tenant_id: number }>(
    'select id::int as id, login_name, tenant_id::int as tenant_id from sysuser where login_name = any($1::text[])',
    [Object.keys(DEMO_LOGIN_DAYS)],
  );
  let n = 0;
  for (const u of users) {
    for (const days of DEMO_LOGIN_DAYS[u.login_name] ?? []) {
      n += 1;
      // 08:30 business time (00:30 UTC) of that day; ended the same day.
      const day = localDay(now, days);
      const at = new Date(Date.parse(`${day}T08:30:00Z`) - DEFAULT_TZ_OFFSET_MINUTES * 60_000 + n * 60_000);
      if (at > now) continue;
      await tx.query(
        `insert into session(token_hash, user_id, tenant_id, client_ip, user_agent, created_at, last_seen_at, expires_at, revoked_at)
         values ($1, $2, $3, '127.0.0.1', 'demo', $4, $4, $5, $6)`,
        [`demo-login-${n}`, u.id, u.tenant_id, at, new Date(at.getTime() + DAY), new Date(at.getTime() + 4 * 3_600_000)],
      );
    }
  }
  for (const [days, title, closed] of DEMO_DANGERS) {
    const found = localDay(now, days);
    const data = {
      title,
      foundDate: found,
      state: closed ? 'closed' : 'rectifying',
      level: 'general',
      category: 'management',
      sourceKind: 'report',
      ...(closed ? { closedDate: localDay(now, Math.max(0, days - 3)), onTime: true } : {}),
    };
    await tx.query(
      `insert into ${tableName('hidden-danger')}(tenant_id, data, created_at, updated_at) values ($1, $2, $3, $3)`,
      [DEMO_DANGER_TENANT, JSON.stringify(data), new Date(now.getTime() - days * DAY)],
    );
  }
}
