// What an MQTT message becomes (docs/ingest.md "MQTT"): its topic `zax/<enterprise>/<kind>/<device>` and JSON payload
// turned into an ingest message, or a refusal counted like the HTTP path's. Shared by the embedded broker and the
// external broker's subscriber.
import { MAX_PAYLOAD_BYTES, parseTopic } from '../../domain/ingest-message.ts';
import type { IngestOutcome, IngestService } from './ingest-service.ts';

/** Hands one published message to the ingest service; `fromTenantId` is the publishing gateway's enterprise, when known. */
export function submitMqtt(ingest: IngestService, topic: string, payload: Buffer, fromTenantId?: number): Promise<IngestOutcome | null> {
  const parts = parseTopic(topic);
  const counted = fromTenantId ?? parts?.tenantId ?? 0;
  if (!parts) {
    ingest.refusals.add(counted, 'unknown', 'malformed');
    return Promise.resolve(null);
  }
  if (payload.length > MAX_PAYLOAD_BYTES) {
    ingest.refusals.add(counted, parts.kind, 'too-large');
    return Promise.resolve(null);
  }
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    ingest.refusals.add(counted, parts.kind, 'malformed');
    return Promise.resolve(null);
  }
  return ingest.submit({ tenantId: parts.tenantId, kind: parts.kind, deviceCode: parts.deviceCode, payload: body, fromTenantId });
}
