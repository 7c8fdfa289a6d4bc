// The simulator's generators, one per kind of reading: a module adds one line (docs/gas-monitoring.md "Simulator").
import type { Generator } from './generator.ts';
import { gasGenerator } from './gas-generator.ts';
import { positionGenerator } from './position-generator.ts';
import { processAlarmGenerator } from './process-alarm-generator.ts';
import { weatherGenerator } from './weather-generator.ts';

export const GENERATORS: readonly (() => Generator)[] = [
  () => gasGenerator(),
  () => weatherGenerator(),
  () => positionGenerator(),
  () => processAlarmGenerator(),
];
