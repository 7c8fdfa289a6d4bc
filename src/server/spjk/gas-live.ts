// The live board's pushes (docs/gas-monitoring.md): the gas kind's follow-up tells, in the transaction that stored
// the batch, what changed (a detector's latest value and level, an alarm raised or cleared); the server-sent-events
// route passes it to the pages of that enterprise, in every API process (src/server/live/live-topic.ts).
import { liveTopic } from '../live/live-topic.ts';

export interface LiveValue {
  code: string;
  value: number;
  level: string;
  at: string;
}

export type LiveEvent = { type: 'values'; values: LiveValue[] } | { type: 'alarm'; action: 'raise' | 'escalate' | 'clear'; code: string; message: string };

/** A stored batch's changes, in order. */
export const gasChanged = liveTopic<LiveEvent[]>('spjk-gas');
