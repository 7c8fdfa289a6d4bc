// 监控报警's rows as the API answers them (docs/gas-monitoring.md "Monitoring alarms"): one shape for the server that
// reads them and the page that shows them.

/** Where a monitoring alarm is kept: a gas detector's, a process alarm point's (工艺安全报警), a location alarm (人员定位). */
export const ALARM_SOURCES = ['device', 'process', 'location'] as const;
export type AlarmSource = (typeof ALARM_SOURCES)[number];

/** A device's alarm: raised and cleared by the device's readings, acknowledged and followed up by people. */
export interface DeviceAlarm {
  id: number;
  kind: string;
  module: string;
  deviceCode: string;
  deviceId: number | null;
  deviceName: string;
  site: string | null;
  level: string;
  peakValue: number | null;
  lastValue: number | null;
  unit: string | null;
  threshold: number | null;
  message: string;
  raisedAt: string;
  clearedAt: string | null;
  ackBy: number | null;
  ackByName: string | null;
  ackAt: string | null;
  followUp: string | null;
  followUpByName: string | null;
  followUpAt: string | null;
}

/** A row of 监控报警: a device alarm with the source it was read from; kind is gas (a detector's), process-alarm (a
 * DCS/SIS point's) or position (a location alarm), level high or low. */
export interface MonitorAlarm extends DeviceAlarm {
  source: AlarmSource;
}
