import { buildApp, CLIENT_PREFIX } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDb } from './db/prepare-db.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { text } from '../domain/i18n/text.ts';
import { say } from './http/say.ts';
import { scheduleIntervalOf, startScheduleRunner } from './schedules/schedule-runner.ts';
import { startMqtt } from './ingest/mqtt-transport.ts';
import { startSimulator } from './simulator/simulator.ts';

const config = loadConfig();
// The embedded default seeds the demo data on first start; a server database is seeded by `npm run seed`.
const { db, seeded, applied } = await prepareDb(config, { seed: !config.databaseUrl || process.env.SEED === '1' });
const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });
// Plans generate their periods' records on an interval (SCHEDULE_INTERVAL_MS; 0: off).
const schedules = startScheduleRunner(db, app.log, scheduleIntervalOf());
// Readings over MQTT (docs/ingest.md): the embedded broker on MQTT_PORT (1884), or MQTT_URL's broker.
const mqtt = await startMqtt(app);
// SIMULATE=1: the simulator publishes the demo enterprise's readings (docs/gas-monitoring.md).
const simulator = process.env.SIMULATE === '1' ? await startSimulator({ db, mqttUrl: process.env.MQTT_URL ?? `mqtt://127.0.0.1:${mqtt.port ?? 1884}`, log: (m) => app.log.info(m) }) : null;

const url = `http://localhost:${config.port}${CLIENT_PREFIX}`;
const lines = [
  '',
  say('zh', text('server.running', { url })),
  `API: http://localhost:${config.port}/zax-cloud  (OpenAPI: /zax-cloud/docs)`,
  `MQTT: ${mqtt.describe}${simulator ? ', simulator publishing for enterprise 1001' : ''}`,
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite under ${config.dataDir}`}${seeded ? ', demo data seeded' : ''}`,
  ...(applied.menu.length || applied.demo.length
    ? [`Module defaults added: ${applied.menu.length} menu entries, ${applied.demo.length} demo records (schemas/modules)`]
    : []),
  'Demo accounts:',
  ...DEMO_ACCOUNTS.map((a) => `  ${a.loginName.padEnd(9)} ${a.password.padEnd(11)} ${a.note}`),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void schedules.stop().then(() => simulator?.stop()).then(() => mqtt.close()).then(() => app.close()).then(() => db.close()).finally(() => process.exit(0));
  });
}
