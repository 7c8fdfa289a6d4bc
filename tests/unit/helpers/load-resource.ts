// A resource file of schemas/resources, parsed and checked, for tests that need a real base file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkResourceFile, formatProblems } from '../../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas/resources');

/** A fresh copy of schemas/resources/<key>.json; throws when the file fails the meta-schema. */
export function loadResource(key: string): ResourceFile {
  const json: unknown = JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8'));
  const check = checkResourceFile(json);
  if (!check.ok) throw new Error(`schemas/resources/${key}.json:\n${formatProblems(check.errors)}`);
  return check.resource;
}
