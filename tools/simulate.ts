// `npm run simulate`: publishes the demo enterprise's readings to a running server's broker (docs/gas-monitoring.md).
// MQTT_URL (default mqtt://127.0.0.1:1884, the embedded broker of `npm start`); the database of the server
// (DATABASE_URL, or the embedded one under DATA_DIR) gives the devices and the simulator's gateway key.
import { loadConfig } from '../src/server/config.ts';
import { prepareDb } from '../src/server/db/prepare-db.ts';
import { DEFAULT_MQTT_PORT } from '../src/server/ingest/mqtt-transport.ts';
import { startSimulator } from '../src/server/simulator/simulator.ts';

const config = loadConfig();
const { db } = await prepareDb(config, { seed: false });
const sim = await startSimulator({ db, mqttUrl: process.env.MQTT_URL ?? `mqtt://127.0.0.1:${process.env.MQTT_PORT ?? DEFAULT_MQTT_PORT}`, log: (m) => console.log(m) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sim.stop().then(() => db.close()).finally(() => process.exit(0));
  });
}
