// A resource file (schemas/resources or a module folder), parsed and checked, for tests that need a real base file.
import { readFileSync } from 'node:fs';
import { checkResourceFile, formatProblems } from '../../../src/schema/meta-schema.ts';
import type { ResourceFile } from '../../../src/schema/resource-types.ts';
import { resourceFilePath } from './resource-files.ts';

/** A fresh copy of the resource file <key>.json; throws when the file fails the meta-schema. */
export function loadResource(key: string): ResourceFile {
  const json: unknown = JSON.parse(readFileSync(resourceFilePath(key), 'utf8'));
  const check = checkResourceFile(json);
  if (!check.ok) throw new Error(`${key}.json:\n${formatProblems(check.errors)}`);
  return check.resource;
}
