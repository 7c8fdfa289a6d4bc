import { buildApp, CLIENT_PREFIX } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDb } from './db/prepare-db.ts';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts';
import { text } from '../domain/i18n/text.ts';
import { say } from './http/say.ts';
import { scheduleIntervalOf, startScheduleRunner } from './schedules/schedule-runner.ts';

const config = loadConfig();
// The embedded default seeds the demo data on first start; a server database is seeded by `npm run seed`.
const { db, seeded, applied } = await prepareDb(config, { seed: !config.databaseUrl || process.env.SEED === '1' });
const app = await buildApp({ config, db });
await app.listen({ port: config.port, host: config.host });
// Plans generate their periods' records on an interval (SCHEDULE_INTERVAL_MS; 0: off).
const schedules = startScheduleRunner(db, app.log, scheduleIntervalOf());

const url = `http://localhost:${config.port}${CLIENT_PREFIX}`;
const lines = [
  '',
  say('zh', text('server.running', { url })),
  `API: http://localhost:${config.port}/zax-cloud  (OpenAPI: /zax-cloud/docs)`,
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
    void schedules.stop().then(() => app.close()).then(() => db.close()).finally(() => process.exit(0));
  });
}
