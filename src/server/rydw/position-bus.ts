// The positions and alarms of each enterprise as they are stored, for the pages that show them live (the realtime
// map's server-sent events, GET /rydw/realtime/stream), in every API process (src/server/live/live-topic.ts).
import { liveTopic } from '../live/live-topic.ts';

export interface PositionEvent {
  tenantId: number;
  people: Array<{ tagCode: string; staffId: number | null; staffName: string | null; x: number; y: number; areaIds: number[]; at: string }>;
  alarms: Array<{ id: number; kind: string; message: string; staffId: number | null; areaId: number | null; x: number | null; y: number | null; raisedAt: string }>;
}

export const positionsStored = liveTopic<PositionEvent>('rydw-positions');
