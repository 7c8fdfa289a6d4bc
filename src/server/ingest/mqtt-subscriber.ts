// Readings from an external MQTT broker (MQTT_URL, e.g. Mosquitto; docs/ingest.md "MQTT"): the server subscribes to
// `zax/+/+/+` and hands each message to the ingest service. The broker authenticates the gateways and keeps each to
// its enterprise's topics (its ACL: `pattern write zax/<enterprise>/#` per gateway user), so the topic's enterprise
// is taken as given; everything else (kind, device, envelope, rate) is checked as for HTTP.
import mqtt, { type MqttClient } from 'mqtt';
import { TOPIC_PREFIX } from '../../domain/ingest-message.ts';
import type { IngestService } from './ingest-service.ts';
import type { MqttLog } from './mqtt-broker.ts';
import { submitMqtt } from './mqtt-messages.ts';

export interface ExternalSubscriber {
  client: MqttClient;
  close(): Promise<void>;
}

export async function subscribeExternal(o: { url: string; username?: string; password?: string; ingest: IngestService; log: MqttLog }): Promise<ExternalSubscriber> {
  const client = mqtt.connect(o.url, {
    username: o.username,
    password: o.password,
    clientId: `zax-ingest-${process.pid}-${Math.random().toString(16).slice(2, 8)}`,
    reconnectPeriod: 2000,
  });
  client.on('message', (topic, payload) => {
    submitMqtt(o.ingest, topic, payload).catch((e: unknown) => o.log.warn({ err: e }, 'mqtt: a message could not be stored'));
  });
  client.on('error', (e) => o.log.warn({ err: e }, 'mqtt: broker error'));
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  await client.subscribeAsync(`${TOPIC_PREFIX}/+/+/+`, { qos: 1 });
  return {
    client,
    async close() {
      await client.endAsync();
    },
  };
}
