// The platform's records, each for one enterprise (docs/schema-engine.md "Platform records for an enterprise"):
// `"platformFor": {"field": "qyId"}`. The rows live in tenant 0, where the platform administrator reads and writes
// them through the engine (lists, details, the workflow's transitions, history and inbox); the enterprise whose id
// the field holds reads its own rows by row security (a SELECT policy, `guard_platform_for_table` of migration
// 044), never another's, and writes none. An 入驻申请 (enterprise-apply) is such a record: an enterprise asks, the
// platform reviews. Pure: the file check and the policy's condition.
import { text } from '../schema-text.ts';
import type { FileCheck } from './keyword-checks.ts';
import { PLATFORM_ROLE } from './shared.ts';

const SAFE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * `platformFor.field` is an integer form property (the enterprise's id); only the platform administrator writes
 * (an enterprise's write role would only ever answer 403); a file is not also `shared` (every enterprise would read
 * every row).
 */
export const checkPlatformFor: FileCheck = (ctx) => {
  const spec = ctx.resource.platformFor;
  if (!spec) return;
  const f = ctx.property(spec.field, '/platformFor/field');
  if (f && (f.type !== 'integer' || !SAFE_NAME.test(spec.field))) {
    ctx.add('/platformFor/field', text('schema.check.platformFor.field', { field: spec.field }));
  }
  const { write } = ctx.resource.permissions;
  if (write.some((role) => role !== PLATFORM_ROLE)) {
    ctx.add('/permissions/write', text('schema.check.platformFor.write', { role: PLATFORM_ROLE }));
  }
  if (ctx.resource.shared) ctx.add('/shared', text('schema.check.platformFor.shared'));
};
