// Issue 22 item 3 in the browser: the simulator publishes the demo enterprise's gas readings through the embedded
// MQTT broker (the ingest path of `SIMULATE=1 npm start`); an excursion at the H2S detector of 二车间反应釜区 raises
// an alarm that reaches the bell of the person 消息提醒配置 names for gas alarms (张伟, staff01: no role of the
// defaults), shows on 气体监测 (with the detector's trend) and in the hot-work permit's block of its site's
// detectors, and the start of that permit is refused in the page with the message naming the detector; once the
// excursion is calmed the alarm clears and the start goes through. 监控报警 lists the process alarms beside the gas
// ones; its kind filter narrows to them, and one is acknowledged there as on 工艺安全报警.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../src/server/ingest/mqtt-broker.ts';
import { gasGenerator, type GasGenerator } from '../../src/server/simulator/gas-generator.ts';
import { startSimulator, type Simulator } from '../../src/server/simulator/simulator.ts';
import { approvedPermit, kindUrl, passingAnalysis, permitApi } from '../api/helpers/permit-fixtures.ts';
import { button, messageShown } from './helpers/designer-e2e.ts';
import { e2eSuite } from './helpers/e2e-suite.ts';
import { detailPath, TIMEZONE, view } from './helpers/permit-e2e.ts';

const suite = e2eSuite<'qyadmin' | 'staff01'>({ timezoneId: TIMEZONE });
const SITE = '二车间反应釜区';
const DETECTOR = 'GD-103';
const KIND = 'gas-detector:alarm';

let broker: EmbeddedBroker;
let sim: Simulator;
let gas: GasGenerator;
let permitId = 0;

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });

/** A JSON call as a demo account, through the app (setup and checks beside the browser). */
async function apiCall<T>(login: 'qyadmin' | 'staff01', method: 'GET' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await suite.env.app.inject({ method, url: `/zax-cloud${url}`, headers: { authorization: await suite.pages.token(login) }, ...(payload ? { payload } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: T }>().data;
}

const openAlarm = async () =>
  (await suite.env.db.query<{ level: string; message: string }>("select level, message from device_alarm where tenant_id = 1001 and kind = 'gas' and device_code = $1 and cleared_at is null", [DETECTOR]))[0];

beforeAll(async () => {
  const { env } = suite;
  // 消息提醒配置: gas alarms warn 张伟 only.
  const [zhang] = await env.db.query<{ id: number }>("select ren_yuan_id::int as id from sysuser where login_name = 'staff01'");
  const config = await apiCall<{ version: number }>('qyadmin', 'GET', '/workflow/message-config');
  await apiCall('qyadmin', 'PUT', '/workflow/message-config', { version: config.version, kinds: { [KIND]: { staffIds: [zhang.id], sms: false } } });
  // An approved hot-work permit at the site, with a passing analysis: it could start now.
  const api = permitApi({
    login: (name, password) => env.apiToken(name, password),
    call: ({ token, ...opts }) => env.app.inject({ ...opts, headers: { ...opts.headers, ...(token ? { authorization: token } : {}) } }),
  });
  permitId = await approvedPermit(api, 'DONG_HUO', { zuoYeDiDian: SITE });
  const analysis = await api.post('aq01', `${kindUrl('DONG_HUO')}/environmentAnalysis/save`, passingAnalysis(permitId, 1));
  expect(analysis.status).toBe(200);
  // The simulator over the embedded broker, as `SIMULATE=1 npm start` runs it (no excursion of its own).
  broker = await startEmbeddedBroker({ db: env.db, ingest: env.app.deps.ingest, port: 0, host: '127.0.0.1', log: { info: () => undefined, warn: () => undefined } });
  gas = gasGenerator(() => 0.5);
  sim = await startSimulator({ db: env.db, mqttUrl: `mqtt://127.0.0.1:${broker.port}`, tickMs: 300, log: () => undefined, generators: [gas] });
}, 300_000);

afterAll(async () => {
  await sim?.stop();
  await broker?.close();
});

describe('a gas excursion from the simulator', () => {
  it('raises an alarm that reaches the bell of the person the message configuration names', async () => {
    const { env } = suite;
    const page = await suite.pages.as('staff01');
    await page.goto(env.url('/dashboard'));
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/^消息通知/);

    expect(gas.excite(DETECTOR, { hold: true })).toBe(true);
    await expect.poll(async () => (await openAlarm())?.level, { timeout: 30_000, interval: 200 }).toBe('high');
    const alarm = await openAlarm();
    expect(alarm.message).toContain(DETECTOR);
    // Only the person named was warned: not the default roles' people (李安全 of the safety department).
    const warned = await env.db.query<{ login: string }>(
      `select u.login_name as login from risk_warning w join sysuser u on u.tenant_id = w.tenant_id and u.ren_yuan_id = w.staff_id
        where w.kind = 'GAS_ALARM' and w.risk like '%' || $1 || '%'`,
      [DETECTOR],
    );
    expect([...new Set(warned.map((w) => w.login))]).toEqual(['staff01']);

    // The bell (read again when the page opens).
    await page.reload();
    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: '消息提醒' });
    const row = dialog.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: DETECTOR }).filter({ hasText: '高报' });
    await row.first().waitFor();
    await row.first().getByText('未读', { exact: true }).waitFor();

    // 气体监测 shows it, pushed to the page.
    await page.goto(env.url('/spjk/gas-monitor'));
    await page.getByTestId(`gas-alarm-${DETECTOR}`).waitFor();
    await expect.poll(() => page.getByTestId('gas-live-state').textContent()).toContain('实时推送中');
    // Its last 24 hours (the demo day and the simulator's readings) drawn against its levels.
    await page.getByTestId(`gas-trend-${DETECTOR}`).locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: '/tmp/gas-monitor.png', fullPage: true });
  });

  it('blocks the start of the hot-work permit at that site in the page, naming the detector', async () => {
    const { env } = suite;
    const page = await suite.pages.as('staff01');
    await page.goto(env.url(detailPath(permitId)));
    const detail = view(page, detailPath(permitId));
    // The permit's block: the site's detectors, the one in alarm first, said to hold the start.
    const block = detail.locator('[data-detail-block="spjk/site-gas"]');
    await block.getByText('作业地点气体监测').waitFor();
    const warning = block.getByTestId('site-gas-alarm');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(DETECTOR);
    await block.getByTestId(`site-gas-state-${DETECTOR}`).getByText('高报').waitFor();
    await block.getByTestId('site-gas-value-GD-104').waitFor();
    await block.screenshot({ path: '/tmp/gas-permit-block.png' });

    await button(detail, '开始作业').click();
    await button(page.locator('.ant-popconfirm:visible'), '确定').click();
    await messageShown(page, new RegExp(`气体检测器.*（${DETECTOR}）正在高报`));
    const [row] = await env.db.query<{ state: string }>('select state from permit where id = $1', [permitId]);
    expect(row.state).toBe('APPROVED');

    // Calmed: the alarm clears, the block says so live, and the start goes through.
    gas.calm(DETECTOR);
    await expect.poll(async () => (await openAlarm()) ?? null, { timeout: 30_000, interval: 200 }).toBeNull();
    await warning.waitFor({ state: 'detached', timeout: 30_000 });
    await button(detail, '开始作业').click();
    await button(page.locator('.ant-popconfirm:visible'), '确定').click();
    await messageShown(page, '作业已开始');
  });
});

describe('监控报警 of every device kind', () => {
  it('lists a process alarm, narrows to 工艺 and acknowledges it through the popconfirm', async () => {
    const { env } = suite;
    const first = await apiCall<{ rows: { source: string; id: number; ackAt: string | null }[] }>('staff01', 'GET', '/spjk/alarm/list?kind=process-alarm&page=1&limit=20');
    const target = first.rows.find((r) => r.ackAt === null);
    expect(target).toBeDefined();
    const key = `process:${target!.id}`;
    const page = await suite.pages.as('staff01');
    await page.goto(env.url('/spjk/alarm'));
    const rows = page.getByTestId('alarm-record-page').locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: '工艺报警' }).first().waitFor();
    await page.getByTestId('alarm-kind-filter').getByText('工艺', { exact: true }).click();
    await expect.poll(async () => (await rows.allTextContents()).every((text) => text.includes('工艺报警')), { timeout: 15_000 }).toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    await page.getByTestId(`alarm-ack-${key}`).click();
    await button(page.locator('.ant-popconfirm:visible'), '确定').click();
    await page.locator(`tr[data-row-key="${key}"]`).getByText(/张伟/).waitFor();
    expect(await page.getByTestId(`alarm-ack-${key}`).count()).toBe(0);
    const [acked] = await env.db.query<{ name: string | null }>('select acked_by_name as name from gyaq_alarm where id = $1', [target!.id]);
    expect(acked.name).toBe('张伟');
    await page.screenshot({ path: '/tmp/monitor-alarms.png', fullPage: true });
  });
});
