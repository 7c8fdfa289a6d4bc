// Gas detectors and their alarms (issue 22 item 3, docs/gas-monitoring.md). Pure: which unit fits which gas, what
// a detector record must hold (a range, 低报 below 高报, both inside the range), the level of a reading, and what
// an open alarm becomes after a reading (raised, raised higher, cleared with a dead band, or unchanged).

/** The gases a detector may measure, with the units that fit each. */
export const DETECTOR_GASES = Object.freeze({
  combustible: { name: '可燃气体', units: ['%LEL'] },
  O2: { name: '氧气', units: ['%VOL'] },
  H2S: { name: '硫化氢', units: ['ppm', 'mg/m3'] },
  CO: { name: '一氧化碳', units: ['ppm', 'mg/m3'] },
  NH3: { name: '氨气', units: ['ppm', 'mg/m3'] },
  Cl2: { name: '氯气', units: ['ppm', 'mg/m3'] },
} as const);

export type DetectorGas = keyof typeof DETECTOR_GASES;
export const DETECTOR_UNITS = ['%LEL', '%VOL', 'ppm', 'mg/m3'] as const;
export type DetectorUnit = (typeof DETECTOR_UNITS)[number];

export type AlarmLevel = 'normal' | 'low' | 'high';

/** What a detector record holds that the rules read. */
export interface Detector {
  gas: string;
  unit: string;
  rangeMin?: number | null;
  rangeMax: number;
  lowAlarm: number;
  highAlarm: number;
}

export interface DetectorProblem {
  field: keyof Detector;
  message: string;
}

export const isDetectorGas = (g: unknown): g is DetectorGas => typeof g === 'string' && Object.hasOwn(DETECTOR_GASES, g);

/** Whether `unit` measures `gas` (可燃气体 in %LEL, oxygen in %VOL, toxic gases in ppm or mg/m3). */
export function unitFits(gas: string, unit: string): boolean {
  return isDetectorGas(gas) && (DETECTOR_GASES[gas].units as readonly string[]).includes(unit);
}

/** Oxygen alarms both ways: 低报 when the oxygen falls to it (缺氧), 高报 when it rises to it (富氧). */
export const isOxygen = (gas: string): boolean => gas === 'O2';

/** The problems of a detector record, each naming its field in Chinese; none: it may be saved. */
export function detectorProblems(d: Detector): DetectorProblem[] {
  const out: DetectorProblem[] = [];
  if (!isDetectorGas(d.gas)) out.push({ field: 'gas', message: '请选择检测气体' });
  else if (!unitFits(d.gas, d.unit)) {
    out.push({ field: 'unit', message: `${DETECTOR_GASES[d.gas].name}的单位应为 ${DETECTOR_GASES[d.gas].units.join(' 或 ')}，不能是 ${d.unit}` });
  }
  const min = d.rangeMin ?? 0;
  if (!(d.rangeMax > min)) out.push({ field: 'rangeMax', message: '量程上限须大于量程下限' });
  if (!(d.lowAlarm < d.highAlarm)) out.push({ field: 'highAlarm', message: '高报值须大于低报值' });
  if (d.lowAlarm < min || d.lowAlarm > d.rangeMax) out.push({ field: 'lowAlarm', message: '低报值须在量程之内' });
  if (d.highAlarm < min || d.highAlarm > d.rangeMax) out.push({ field: 'highAlarm', message: '高报值须在量程之内' });
  return out;
}

/** Why a reading cannot be right for the detector (another unit, outside the range), or null. */
export function readingProblem(d: Detector, value: number, unit: string | undefined): DetectorProblem | null {
  if (unit !== undefined && unit !== d.unit) return { field: 'unit', message: `读数单位 ${unit} 与检测器单位 ${d.unit} 不符` };
  const min = d.rangeMin ?? 0;
  if (value < min || value > d.rangeMax) return { field: 'rangeMax', message: `读数 ${value} 超出量程 ${min}–${d.rangeMax} ${d.unit}` };
  return null;
}

/** The level of a value: oxygen at or below 低报 is low, at or above 高报 high; other gases rise through 低报 then 高报. */
export function levelOf(d: Detector, value: number): AlarmLevel {
  if (isOxygen(d.gas)) {
    if (value <= d.lowAlarm) return 'low';
    if (value >= d.highAlarm) return 'high';
    return 'normal';
  }
  if (value >= d.highAlarm) return 'high';
  if (value >= d.lowAlarm) return 'low';
  return 'normal';
}

/** The dead band of a clearance: 2% of the range, so a reading hovering at the level does not raise and clear in turn. */
export function deadBand(d: Detector): number {
  return (d.rangeMax - (d.rangeMin ?? 0)) * 0.02;
}

/** Whether a value is back clear of the levels by the dead band. */
export function clearOf(d: Detector, value: number): boolean {
  const band = deadBand(d);
  if (isOxygen(d.gas)) return value > d.lowAlarm + band && value < d.highAlarm - band;
  return value < d.lowAlarm - band;
}

export type AlarmStep = { type: 'raise'; level: 'low' | 'high' } | { type: 'escalate'; level: 'high' } | { type: 'clear' } | { type: 'none' };

/**
 * What a reading does to the detector's alarm: `open` is the level of the open alarm (null: none). A new level
 * raises; 高报 over an open 低报 escalates (oxygen: a low alarm turning high is a new alarm only once cleared); a value
 * clear of the levels by the dead band clears; anything else leaves the alarm as it is.
 */
export function alarmStep(d: Detector, open: 'low' | 'high' | null, value: number): AlarmStep {
  const level = levelOf(d, value);
  if (!open) return level === 'normal' ? { type: 'none' } : { type: 'raise', level };
  if (clearOf(d, value)) return { type: 'clear' };
  if (open === 'low' && level === 'high' && !isOxygen(d.gas)) return { type: 'escalate', level: 'high' };
  return { type: 'none' };
}

/** The Chinese name of a level for a gas. */
export function levelName(gas: string, level: AlarmLevel): string {
  if (level === 'normal') return '正常';
  if (isOxygen(gas)) return level === 'low' ? '缺氧报警' : '富氧报警';
  return level === 'low' ? '低报' : '高报';
}

/** The threshold a level was raised at. */
export function thresholdOf(d: Detector, level: 'low' | 'high'): number {
  return level === 'low' ? d.lowAlarm : d.highAlarm;
}

/** The sentence of an alarm (the bell, the list, the permit's refusal). */
export function alarmMessage(p: { name: string; code: string; site: string | null; gas: string; level: 'low' | 'high'; value: number; unit: string }): string {
  const gas = isDetectorGas(p.gas) ? DETECTOR_GASES[p.gas].name : p.gas;
  const where = p.site ? `（${p.site}）` : '';
  return `气体检测器 ${p.name}（${p.code}）${where}${gas}${levelName(p.gas, p.level)}：${p.value} ${p.unit}`;
}

/** A permit as the site rules read it. */
export interface SitePermit {
  kind: string;
  grade: string | null;
}

/** Whether GB 30871 asks continuous gas monitoring of the work: 特级 hot work (5.3.1 d) and confined space (6.5). */
export function needsContinuousMonitoring(p: SitePermit): boolean {
  return (p.kind === 'DONG_HUO' && p.grade === 'TE_JI') || p.kind === 'SHOU_XIAN';
}

/** Whether a gas alarm at the site stops the start of a permit of this kind: hot work and confined space. */
export const gasAlarmBlocks = (kind: string): boolean => kind === 'DONG_HUO' || kind === 'SHOU_XIAN';

/** Whether a detector's site holds the permit's site: the same text, blanks and full-width spaces aside. */
export function sameSite(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/[\s\u3000]+/g, '');
  return norm(a) !== '' && norm(a) === norm(b);
}
