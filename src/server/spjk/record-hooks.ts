// 视频监控's record rules (docs/gas-monitoring.md): a gas detector's unit must fit its gas, its range run upwards,
// 低报 below 高报 and both inside the range (src/domain/spjk-gas.ts); a device code is unique in the enterprise
// among the records of its resource (a reading names its device by code). A saved or removed device is forgotten by
// the ingest path's device cache (the next reading looks it up again).
import { detectorProblems, type Detector } from '../../domain/spjk-gas.ts';
import { badRequest, conflict, fieldProblem } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';
import { tableName } from '../resources/registry.ts';

/** Called when a device record changes: the plugin points it at the ingest service's cache. */
let onDevicesChanged: (tenantId: number) => void = () => undefined;
export function setDevicesChanged(fn: (tenantId: number) => void): void {
  onDevicesChanged = fn;
}

const uniqueCode: RecordHook = {
  name: 'spjk.uniqueCode',
  async check(w, values) {
    const code = typeof values.code === 'string' ? values.code : '';
    const rows = await w.s.tx.query(
      `select id from ${tableName(w.s.c.resource.key)} where tenant_id = $1 and not deleted and zax_text(data, 'code') = $2 and ($3::bigint is null or id <> $3) limit 1`,
      [w.auth.tenantId, code, w.id],
    );
    if (rows.length) throw conflict(`设备编码 ${code} 已被使用`);
  },
  async saved(w) {
    onDevicesChanged(w.auth.tenantId);
  },
  async deleted(_s, auth) {
    onDevicesChanged(auth.tenantId);
  },
};

const gasDetector: RecordHook = {
  name: 'spjk.gasDetector',
  async check(w, values) {
    const problems = detectorProblems(values as unknown as Detector);
    if (problems.length) throw badRequest(problems[0].message, problems.map((p) => fieldProblem(p.field, p.message)));
    await uniqueCode.check!(w, values);
  },
  saved: uniqueCode.saved,
  deleted: uniqueCode.deleted,
};

export const spjkHooks: ModuleHookSet = { module: 'spjk', hooks: { gasDetector, uniqueCode } };
