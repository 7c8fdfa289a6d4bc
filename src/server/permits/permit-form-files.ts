// The permit form files (schemas/modules/tszy/permits/<kind-kebab>.json), read and checked once at start: a broken file
// stops the server with the file and the JSON pointer named, as the resource registry does.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PermitKind } from '../../domain/permit-kinds.ts';
import { formatProblems, pointer, type SchemaProblem } from '../../schema/meta-schema.ts';
import { checkPermitForm, checkPermitFormSet, permitFormName, permitKindOfFile } from '../../schema/permit-form.ts';
import type { ResourceFile } from '../../schema/resource-types.ts';
import { TIME_PATTERN } from './permit-time.ts';

export const PERMIT_FORMS_DIR = path.resolve(import.meta.dirname, '../../../schemas/modules/tszy/permits');

/** Time fields must accept what parseTime (permit-time.ts) reads: their pattern is TIME_PATTERN. */
function timeProblems(r: ResourceFile): SchemaProblem[] {
  return Object.entries(r.form.properties)
    .filter(([, f]) => f.format === 'date-time' && f.pattern !== TIME_PATTERN)
    .map(([name]) => ({ pointer: pointer('form', 'properties', name, 'pattern'), message: 'a permit time must have the pattern TIME_PATTERN of permit-time.ts' }));
}

/** Reads and checks every file of the directory; throws one error naming every problem. */
export function loadPermitForms(dir: string = PERMIT_FORMS_DIR): ReadonlyMap<PermitKind, ResourceFile> {
  const problems: string[] = [];
  const rel = (file: string) => path.relative(process.cwd(), path.join(dir, file));
  const report = (file: string, errors: SchemaProblem[]) => problems.push(`${rel(file)}:\n${formatProblems(errors).replace(/^/gm, '  ')}`);
  const forms = new Map<PermitKind, ResourceFile>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const kind = permitKindOfFile(file);
    if (!kind) {
      problems.push(`${rel(file)}: not the form of a permit kind (expected <kind-kebab>.json, e.g. dong-huo.json)`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (e) {
      problems.push(`${rel(file)}: not JSON: ${(e as Error).message}`);
      continue;
    }
    const r = checkPermitForm(kind, json);
    const errors = r.ok ? timeProblems(r.resource) : r.errors;
    if (errors.length) report(file, errors);
    else if (r.ok) forms.set(kind, r.resource);
  }
  if (problems.length === 0) {
    for (const [kind, errors] of checkPermitFormSet(forms)) {
      if (kind === '') problems.push(`${path.relative(process.cwd(), dir)}: ${formatProblems(errors)}`);
      else report(`${permitFormName(kind)}.json`, errors);
    }
  }
  if (problems.length) throw new Error(`Invalid permit form files:\n${problems.join('\n')}`);
  return forms;
}

let cached: ReadonlyMap<PermitKind, ResourceFile> | undefined;

/** The checked forms of schemas/modules/tszy/permits, loaded once per process. */
export function permitForms(): ReadonlyMap<PermitKind, ResourceFile> {
  cached ??= loadPermitForms();
  return cached;
}

/** The checked form of one kind. */
export function permitFormOf(kind: PermitKind): ResourceFile {
  const form = permitForms().get(kind);
  if (!form) throw new Error(`no permit form for ${kind}`);
  return form;
}
