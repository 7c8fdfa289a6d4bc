// 工艺安全报警's story fixtures: live alarms as GET /gyaq/alarm/active answers them, and the history.
import type { AlarmRow } from '../../src/client/api/gyaq-api.ts';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const base = { raisedValue: null, clearedAt: null, clearedValue: null, ackedByName: null, ackedAt: null, shelvedByName: null, shelvedAt: null, shelvedUntil: null, shelveReason: null };

export const LIVE_ALARMS: AlarmRow[] = [
  { ...base, id: 1, pointId: 1, tag: 'PIC-1101', description: '反应釜R-101压力高高', area: '一车间 加氢装置', priority: 'urgent', alarmType: 'HH', raisedAt: at(3), raisedValue: 1.72, state: 'unacked' },
  { ...base, id: 2, pointId: 15, tag: 'LI-1301', description: '液氨储罐V-301液位高', area: '罐区 液氨罐区', priority: 'high', alarmType: 'H', raisedAt: at(12), raisedValue: 86.4, ackedByName: '值班操作员', ackedAt: at(10), state: 'acked' },
  { ...base, id: 3, pointId: 10, tag: 'LIC-1203', description: 'T-201塔釜液位低', area: '二车间 精馏装置', priority: 'medium', alarmType: 'L', raisedAt: at(25), raisedValue: 23.1, clearedAt: at(24), clearedValue: 26, state: 'rtn-unacked' },
  { ...base, id: 4, pointId: 18, tag: 'TI-1304', description: '液氨储罐V-302温度高', area: '罐区 液氨罐区', priority: 'low', alarmType: 'H', raisedAt: at(40), raisedValue: 36.2, shelvedByName: '值班操作员', shelvedAt: at(5), shelvedUntil: at(-235), shelveReason: '变送器故障，已通知仪表班处理', state: 'shelved' },
];

export const COUNTS = { unacked: 2, active: 3, shelved: 1 };
