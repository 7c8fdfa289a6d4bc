import { loadConfig } from '../config.ts';
import { prepareDb } from './prepare-db.ts';

// `npm run seed`: migrates the configured database and seeds the demo data if it holds none.
const config = loadConfig();
const { db, seeded } = await prepareDb(config, { seed: true });
console.log(seeded ? 'Demo data seeded.' : 'The database already holds data; nothing seeded.');
await db.close();
