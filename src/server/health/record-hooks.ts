// 职业健康's server rules (docs/health.md): a detection's result is judged against its hazard factor's limit,
// which needs the factor's record. The judgement itself is pure (src/domain/health-limits.ts).
import { judgeAgainstLimit, limitBound } from '../../domain/health-limits.ts';
import { text } from '../../domain/i18n/text.ts';
import { fieldError } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';

interface FactorRow {
  name: string | null;
  low: unknown;
  high: unknown;
  unit: string | null;
}

/** The unit's label as the factor's form shows it (the code when the option is unknown). */
const UNIT_LABELS: Readonly<Record<string, string>> = {
  mg_m3: 'mg/m³', f_ml: 'f/mL', db_a: 'dB(A)', wbgt_c: '℃(WBGT)', ut: 'μT', v_m: 'V/m', mw_cm2: 'mW/cm²', percent: '%', ppm: 'ppm', lux: 'lx',
};
const unitLabel = (code: string) => UNIT_LABELS[code] ?? code;

/**
 * `health.detectionLimit`: after validation (and the reference's check), reads the detection's factor (the
 * enterprise's, not deleted) and sets `judgement` from its limit before the write; a result in another unit than the limit's, or a factor without a limit, is
 * refused at the field (400), nothing written. The judgement sent by a client is never trusted.
 */
const detectionLimit: RecordHook = {
  name: 'health.detectionLimit',
  async check(w, values) {
    const factorId = values.factorId;
    const value = values.value;
    const unit = values.unit;
    if (typeof factorId !== 'number' || typeof value !== 'number' || typeof unit !== 'string') return; // the validator has refused these
    const rows = await w.s.tx.query<FactorRow>(
      `select data->>'name' as name, data->'limitLow' as low, data->'limitHigh' as high, data->>'unit' as unit
         from ${tableName('hazard-factor')} where tenant_id = $1 and id = $2 and not deleted`,
      [w.auth.tenantId, factorId],
    );
    const factor = rows[0];
    if (!factor) throw fieldError('factorId', text('health.detection.noFactor'));
    const name = factor.name ?? '';
    const outcome = judgeAgainstLimit(value, unit, { low: limitBound(factor.low), high: limitBound(factor.high), unit: factor.unit ?? '' });
    if (!outcome.ok && outcome.problem === 'unit') {
      throw fieldError('unit', text('health.detection.unit', { unit: unitLabel(unit), factor: name, limitUnit: unitLabel(factor.unit ?? '') }));
    }
    if (!outcome.ok) throw fieldError('factorId', text('health.detection.noLimit', { factor: name }));
    values.judgement = outcome.judgement;
  },
};

export const healthHooks: ModuleHookSet = { module: 'health', hooks: { detectionLimit } };
