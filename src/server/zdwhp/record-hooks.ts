// 重点危化品's server rules (docs/knowledge.md): a storage record names its place, a warehouse or a tank
// area (both are shared basic data, referred to by id; their existence is the reference hook's).
import { text } from '../../domain/i18n/text.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';
import type { ModuleHookSet } from '../resources/module-hooks.ts';
import type { RecordHook } from '../resources/record-hooks.ts';

const isSet = (v: unknown): boolean => v !== undefined && v !== null;

const storagePlace: RecordHook = {
  name: 'zdwhp.storagePlace',
  async check(_w, values) {
    // A storage names its place: a warehouse, a tank area, or both (a tank farm inside a warehouse's yard).
    if (!isSet(values.warehouseId) && !isSet(values.tankAreaId)) {
      const message = text('zdwhp.storage.place');
      throw new AppError(400, message, [fieldProblem('warehouseId', message)]);
    }
  },
};

/** The hooks 重点危化品's files name: `zdwhp.storagePlace`. */
export const zdwhpHooks: ModuleHookSet = { module: 'zdwhp', hooks: { storagePlace } };
