// Every resource file of the repository (schemas/resources and schemas/modules/<module>/resources), for the
// tests that walk all of them; the same listing the server's registry loads.
import path from 'node:path';
import { resourceFileLocations } from '../../../src/server/modules/module-folders.ts';

export const RESOURCE_FILE_PATHS: readonly string[] = resourceFileLocations().map((l) => l.file);

/** The path of the file of a resource key, wherever it lives; throws when no file has the key. */
export function resourceFilePath(key: string): string {
  const found = RESOURCE_FILE_PATHS.find((f) => path.basename(f) === `${key}.json`);
  if (!found) throw new Error(`no resource file ${key}.json in schemas/resources or schemas/modules/*/resources`);
  return found;
}
