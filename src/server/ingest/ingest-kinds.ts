// The kinds of reading the product ingests (docs/ingest.md): each module that receives readings adds one line.
import type { IngestKind } from './ingest-kind.ts';
import { processAlarmKind } from '../gyaq/process-alarm-kind.ts';
import { positionKind } from '../rydw/position-kind.ts';
import { gasKind } from '../spjk/gas-kind.ts';
import { weatherKind } from '../spjk/weather-kind.ts';

export const INGEST_KINDS: readonly IngestKind[] = [
  processAlarmKind,
  positionKind,
  gasKind,
  weatherKind,
];
