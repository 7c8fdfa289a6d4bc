// Starts the MQTT half of the ingest path (docs/ingest.md "MQTT"): with MQTT_URL, a subscriber to that broker; else
// the embedded broker on MQTT_PORT (default 1884, since Mosquitto often holds 1883; 0 turns it off) and MQTT_HOST
// (default: HOST, else 0.0.0.0 so that gateways on the plant network reach it).
import type { FastifyInstance } from 'fastify';
import { startEmbeddedBroker } from './mqtt-broker.ts';
import { subscribeExternal } from './mqtt-subscriber.ts';

export const DEFAULT_MQTT_PORT = 1884;

export interface MqttTransport {
  /** What runs, for the start banner: `embedded broker on mqtt://…:1884`, `subscribed to mqtt://…`, or off. */
  describe: string;
  port: number | null;
  close(): Promise<void>;
}

export async function startMqtt(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): Promise<MqttTransport> {
  const { db, ingest } = app.deps;
  const log = { info: (m: string) => app.log.info(m), warn: (o: object, m: string) => app.log.warn(o, m) };
  if (env.MQTT_URL) {
    const sub = await subscribeExternal({ url: env.MQTT_URL, username: env.MQTT_USERNAME, password: env.MQTT_PASSWORD, ingest, log });
    return { describe: `subscribed to ${env.MQTT_URL.replace(/\/\/[^@/]*@/, '//')} (zax/+/+/+)`, port: null, close: () => sub.close() };
  }
  const port = Number(env.MQTT_PORT ?? DEFAULT_MQTT_PORT);
  if (port === 0 && env.MQTT_PORT === '0') return { describe: 'off (MQTT_PORT=0)', port: null, close: async () => undefined };
  const host = env.MQTT_HOST ?? env.HOST ?? '0.0.0.0';
  const broker = await startEmbeddedBroker({ db, ingest, port, host, log });
  return { describe: `embedded broker on mqtt://${host === '0.0.0.0' ? 'localhost' : host}:${broker.port}`, port: broker.port, close: () => broker.close() };
}
