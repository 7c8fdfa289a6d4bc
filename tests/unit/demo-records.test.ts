// The demo records seeded for enterprise 1001 pass their resource's validator (the same one the API uses)
// once the migration at start has turned their hand-typed texts into references (they are written as the
// previous version had them), and show effective, expired and voided certificates.
import { describe, expect, it } from 'vitest';
import { validityStatus } from '../../src/domain/validity.ts';
import { applyOutcome, matchTextRef } from '../../src/schema/keywords/text-refs.ts';
import type { ResourceFile } from '../../src/schema/resource-types.ts';
import { demoRecords } from '../../src/server/db/seed/demo-records.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';

const today = new Date();
const records = demoRecords(today);

/** A record as the migration leaves it when every text matches (id 1); stored keys the form lacks stay unseen. */
function migrated(r: ResourceFile, row: Record<string, unknown>): Record<string, unknown> {
  let data = row;
  for (const ref of r.textRefs ?? []) data = applyOutcome(ref, data, matchTextRef(ref, data, () => [1]));
  return Object.fromEntries(Object.entries(data).filter(([k]) => Object.hasOwn(r.form.properties, k)));
}

describe('demo records', () => {
  it.each(Object.entries(records))('%s: every record is valid', (key, rows) => {
    const r = resourceRegistry().byKey.get(key);
    expect(r, key).toBeDefined();
    const c = compileResource(r!);
    for (const row of rows) expect(c.validate(migrated(r!, row)), JSON.stringify(row)).toEqual({ valid: true, errors: [] });
  });

  it('shows effective, expired and voided certificates among the safety managers', () => {
    const statuses = records['safety-manager'].map((m) =>
      validityStatus({ from: m.certStart as string, to: m.certEnd as string, voided: m.voided === true }, today),
    );
    expect(new Set(statuses)).toEqual(new Set(['EFFECTIVE', 'EXPIRED', 'VOIDED']));
  });
});
