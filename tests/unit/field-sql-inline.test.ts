// fieldSql's `inline` readers (src/schema/compile-query.ts) are the bodies of migration 007's leakproof readers
// written in place: the same values for the statistics' select lists and GROUP BY, without a call per row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldSql } from '../../src/schema/compile-query.ts';
import { minimalResource } from './helpers/minimal-resource.ts';

const migration = readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/007_field_functions.sql'), 'utf8');

/** A reader's body in the migration, with its parameters written as the inline form names them. */
function body(fn: string): string {
  const m = new RegExp(`function ${fn}\\(d jsonb, k text\\)[\\s\\S]*?as (?:'|\\$b\\$)select ([\\s\\S]*?)(?:'|\\$b\\$)\\$f\\$`).exec(migration);
  if (!m) throw new Error(`no body of ${fn} in migration 007`);
  return m[1].replaceAll('d ->> k', "data->>'f'");
}

const resource = minimalResource('sample', {
  f: { type: 'string', title: '文本' },
  n: { type: 'number', title: '数值' },
  b: { type: 'boolean', title: '是否' },
});
const as = (name: string) => ({ ...resource, form: { ...resource.form, properties: { f: resource.form.properties[name] } } });

describe('fieldSql inline', () => {
  it.each([
    ['f', 'zax_text'],
    ['n', 'zax_num'],
    ['b', 'zax_bool'],
  ])('reads %s as the body of %s, and the leakproof reader otherwise', (name, fn) => {
    expect(fieldSql(as(name), 'f', true).expr).toBe(`(${body(fn)})`);
    expect(fieldSql(as(name), 'f').expr).toBe(`${fn}(data, 'f')`);
  });
});
