// What a module declares for a kind of reading (issue 22, docs/ingest.md). The ingest service checks the envelope,
// the gateway and the rate; the kind says which devices exist, what one reading holds, and what follows a stored
// batch (latest state, alarms). A module adds its kind with one line in ingest-kinds.ts.
import type { Queryable } from '../db/db.ts';

/** A device of a kind in an enterprise, as its module keeps it (a gas detector record, a location tag, a DCS point). */
export interface IngestDevice {
  id: number;
  code: string;
  /** What the kind's parse needs of it (a detector's gas, unit and range). */
  meta: Readonly<Record<string, unknown>>;
}

/** One reading as stored: `value` the measured number (or null), `data` the rest. */
export interface ParsedReading {
  value: number | null;
  data: Record<string, unknown> | null;
}

export type ParseResult = { ok: true; reading: ParsedReading } | { ok: false; reason: 'malformed' | 'value'; field: string; message: string };

/** A reading stored in this batch, for the kind's follow-up. */
export interface StoredReading extends ParsedReading {
  device: IngestDevice;
  at: Date;
}

export interface IngestKind {
  /** The topic's kind segment: `gas`, `position`, `process-alarm`, `weather`. */
  kind: string;
  /** The module (haveModel key) it belongs to, for the docs and the counters' screens. */
  module: string;
  /** The devices of this kind in the enterprise whose codes are given (runs in the enterprise's transaction). */
  findDevices(tx: Queryable, tenantId: number, codes: readonly string[]): Promise<IngestDevice[]>;
  /** One reading's body for its device; a refusal names the field and why, in Chinese. */
  parse(body: Readonly<Record<string, unknown>>, device: IngestDevice): ParseResult;
  /** After a batch of one enterprise is stored, in the same transaction: latest values, alarms, warnings. */
  afterStore?(tx: Queryable, tenantId: number, readings: readonly StoredReading[]): Promise<void>;
}
