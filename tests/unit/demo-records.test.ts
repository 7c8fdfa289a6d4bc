// The demo records seeded for enterprise 1001 pass their resource's validator (the same one the API uses),
// and show effective, expired and voided certificates.
import { describe, expect, it } from 'vitest';
import { validityStatus } from '../../src/domain/validity.ts';
import { demoRecords } from '../../src/server/db/seed/demo-records.ts';
import { compileResource, resourceRegistry } from '../../src/server/resources/registry.ts';

const today = new Date();
const records = demoRecords(today);

describe('demo records', () => {
  it.each(Object.entries(records))('%s: every record is valid', (key, rows) => {
    const r = resourceRegistry().byKey.get(key);
    expect(r, key).toBeDefined();
    const c = compileResource(r!);
    for (const row of rows) expect(c.validate(row), JSON.stringify(row)).toEqual({ valid: true, errors: [] });
  });

  it('shows effective, expired and voided certificates among the safety managers', () => {
    const statuses = records['safety-manager'].map((m) =>
      validityStatus({ from: m.certStart as string, to: m.certEnd as string, voided: m.voided === true }, today),
    );
    expect(new Set(statuses)).toEqual(new Set(['EFFECTIVE', 'EXPIRED', 'VOIDED']));
  });
});
