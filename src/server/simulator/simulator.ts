// The simulator (issue 22 item 2, docs/gas-monitoring.md): publishes realistic readings for the demo enterprise
// over MQTT as a gateway would, every SIMULATE_TICK_MS (5 s). It uses (and makes once, in a demo database) the
// gateway SIM-1001, whose secret it renews at each start: the secret never leaves the process.
import mqtt from 'mqtt';
import type { Db } from '../db/db.ts';
import { inTenant } from '../db/tenant-tx.ts';
import { topicOf } from '../../domain/ingest-message.ts';
import { createGateway, renewSecret } from '../ingest/gateway-store.ts';
import type { Generator } from './generator.ts';
import { GENERATORS } from './generators.ts';

export const SIM_TENANT = 1001;
export const SIM_GATEWAY = 'SIM-1001';

/** The simulator's gateway of the enterprise, made when missing, with a fresh secret. */
export async function simulatorKey(db: Db, tenantId: number): Promise<{ code: string; secret: string }> {
  return inTenant(db, { tenantId, userId: null }, async (tx) => {
    const [row] = await tx.query<{ id: number }>('select id::int as id from ingest_gateway where tenant_id = $1 and code = $2', [tenantId, SIM_GATEWAY]);
    if (row) {
      await tx.query('update ingest_gateway set enabled = true where tenant_id = $1 and id = $2', [tenantId, row.id]);
      return { code: SIM_GATEWAY, secret: (await renewSecret(tx, tenantId, row.id))! };
    }
    const made = await createGateway(tx, tenantId, { code: SIM_GATEWAY, name: '演示模拟器', by: 0 });
    if (!made) throw new Error(`simulator: the gateway code ${SIM_GATEWAY} belongs to another enterprise`);
    return { code: SIM_GATEWAY, secret: made.secret };
  });
}

export interface Simulator {
  generators: string[];
  stop(): Promise<void>;
}

export async function startSimulator(o: { db: Db; mqttUrl: string; tenantId?: number; tickMs?: number; log: (m: string) => void; generators?: readonly Generator[] }): Promise<Simulator> {
  const tenantId = o.tenantId ?? SIM_TENANT;
  const all = o.generators ?? GENERATORS.map((g) => g());
  const active: Generator[] = [];
  for (const g of all) if (await g.init(o.db, tenantId)) active.push(g);
  const external = o.mqttUrl.includes('@') || process.env.MQTT_URL !== undefined;
  const key = external ? null : await simulatorKey(o.db, tenantId);
  const client = await mqtt.connectAsync(o.mqttUrl, key ? { username: key.code, password: key.secret } : {});
  const tickMs = o.tickMs ?? Number(process.env.SIMULATE_TICK_MS ?? 5000);
  const tick = () => {
    const now = new Date();
    for (const g of active) {
      for (const r of g.tick(now)) {
        client.publish(topicOf({ tenantId, kind: g.kind, deviceCode: r.device }), JSON.stringify({ at: now.getTime(), ...r.body }), { qos: 1 });
      }
    }
  };
  tick();
  const timer = setInterval(tick, tickMs);
  o.log(`simulator: publishing ${active.map((g) => g.kind).join(', ') || 'nothing (no devices)'} for enterprise ${tenantId} every ${tickMs} ms`);
  return {
    generators: active.map((g) => g.kind),
    async stop() {
      clearInterval(timer);
      await client.endAsync();
    },
  };
}
