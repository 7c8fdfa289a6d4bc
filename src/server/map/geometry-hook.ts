// The server half of geometry fields (x-geometry): the record validator has checked the shape and the
// self-crossing (compile-validator.ts, zaxGeometry); this hook checks, before the write, that the
// enterprise has a plant plan and that every position lies inside its extent (400 naming the field).
import type { Geometry } from '../../domain/geometry.ts';
import { geometryFields } from '../../schema/keywords/geometry.ts';
import { fieldError } from '../http/app-error.ts';
import type { RecordHook, RecordWrite } from '../resources/record-hooks.ts';
import { planRefusal } from './plan-refusal.ts';
import { readPlan, type Plan } from './plan-store.ts';

async function planOf(w: RecordWrite): Promise<Plan | null> {
  const key = `geometry:plan:${w.auth.tenantId}`;
  if (w.cache.has(key)) return w.cache.get(key) as Plan | null;
  const plan = await readPlan(w.s.tx, w.auth.tenantId, false);
  w.cache.set(key, plan);
  return plan;
}

export const geometryHook: RecordHook = {
  name: 'geometry',
  async check(w, values) {
    const resource = w.s.c.resource;
    for (const [name] of geometryFields(resource)) {
      const value = values[name];
      if (value === undefined || value === null) continue;
      const title = resource.form.properties[name].title ?? name;
      const wrong = planRefusal(await planOf(w), value as Geometry, title);
      if (wrong) throw fieldError(name, wrong);
    }
  },
};
