// The basic-data statistics call (spec 001 §7.1 "Further calls: statistics"; issue 24 item 3): how many records
// an enterprise keeps of each resource of the basic-data service that spec 001 §3.5 names, in this order.
export const BASIC_DATA_STAT_KEYS: readonly string[] = [
  'safety-manager',
  'safety-commitment',
  'hazard-source',
  'special-equipment',
  'special-equipment-operator',
  'special-operator',
  'production-capacity',
  'warehouse',
  'tank-area',
  'production-equipment',
  'hazardous-person',
];

export interface BasicDataStat {
  key: string;
  title: string;
  count: number;
}
