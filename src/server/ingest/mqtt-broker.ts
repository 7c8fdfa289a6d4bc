// The embedded MQTT broker (docs/ingest.md "MQTT"): aedes on MQTT_PORT, so that a fresh machine needs no other
// broker. A gateway connects with its code as user name and its secret as password (gateway-store.ts findGateway);
// it may publish only under its own enterprise's topics `zax/<its enterprise>/<kind>/<device>` (another topic is
// refused, counted, and the connection closed, as MQTT 3.1.1 has no other answer to a publish) and subscribe to
// nothing. Each accepted message goes to the ingest service like an HTTP post.
import net from 'node:net';
import { Aedes, type Client } from 'aedes';
import type { Db } from '../db/db.ts';
import { parseTopic } from '../../domain/ingest-message.ts';
import { zhOf } from '../routes/zh-of.ts';
import { findGateway, touchGateway, type GatewayCaller } from './gateway-store.ts';
import type { IngestService } from './ingest-service.ts';
import { submitMqtt } from './mqtt-messages.ts';

export interface MqttLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface EmbeddedBroker {
  port: number;
  close(): Promise<void>;
}

const BAD_USERNAME_OR_PASSWORD = 4;

export async function startEmbeddedBroker(o: { db: Db; ingest: IngestService; port: number; host: string; log: MqttLog }): Promise<EmbeddedBroker> {
  const gateways = new WeakMap<Client, GatewayCaller>();
  const lastTouched = new Map<number, number>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const fail = () => done(Object.assign(new Error(zhOf('ingest.mqtt.badLogin')), { returnCode: BAD_USERNAME_OR_PASSWORD }), false);
      if (!username || !password) return fail();
      findGateway(o.db, username, password.toString('utf8')).then(
        (gw) => {
          if (!gw) return fail();
          gateways.set(client, gw);
          done(null, true);
        },
        (e: unknown) => {
          o.log.warn({ err: e }, 'mqtt: gateway lookup failed');
          fail();
        },
      );
    },
    authorizePublish(client, packet, callback) {
      const gw = client ? gateways.get(client) : undefined;
      if (!gw) return callback(new Error(zhOf('ingest.mqtt.notAuthenticated')));
      const parts = parseTopic(packet.topic);
      if (!parts) {
        o.ingest.refusals.add(gw.tenantId, 'unknown', 'malformed');
        return callback(new Error(zhOf('ingest.mqtt.topic')));
      }
      if (parts.tenantId !== gw.tenantId) {
        o.ingest.refusals.add(gw.tenantId, parts.kind, 'tenant');
        return callback(new Error(zhOf('ingest.refusal.otherTenant')));
      }
      callback(null);
    },
    // Gateways only publish: nothing is delivered to them.
    authorizeSubscribe(_client, _sub, callback) {
      callback(null, null);
    },
  });
  broker.on('publish', (packet, client) => {
    const gw = client ? gateways.get(client) : undefined;
    if (!gw) return;
    const now = Date.now();
    if ((lastTouched.get(gw.id) ?? 0) < now - 60_000) {
      lastTouched.set(gw.id, now);
      void touchGateway(o.db, gw.id).catch(() => undefined);
    }
    submitMqtt(o.ingest, packet.topic, Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload), gw.tenantId).catch((e: unknown) =>
      o.log.warn({ err: e }, 'mqtt: a message could not be stored'),
    );
  });
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
