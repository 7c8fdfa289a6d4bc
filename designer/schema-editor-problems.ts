// The schema editor's problems, placed at their lines: JSON syntax (parsed here), the meta-schema and
// cross-reference check (the server's `designer/schema/{key}/check`: the meta-schema validator is compiled
// code that the app's content security policy does not allow in the browser), and the server's refusal of
// a save (400, `errors[].field` is a JSON pointer). Pure but for the page's language (the syntax problem's words).
import { schemaZh } from '../src/domain/i18n/zh/schema.ts';
import { sayText } from '../src/runtime/i18n/text-of.ts';
import { locatePointer, parseJsonWithLocations, type JsonNodeLocation } from '../src/schema/json-pointer-lines.ts';
import type { SchemaProblem } from '../src/schema/meta-schema.ts';
import type { ResourceFile } from '../src/schema/resource-types.ts';
import type { EditorProblem, ProblemSource } from './json-editor.tsx';

export interface FileTextCheck {
  /** The parsed value; undefined when the text is not JSON. */
  value: unknown;
  /** The file when it passes every check (ready to preview and save). */
  resource: ResourceFile | null;
  problems: EditorProblem[];
  /** Where each value is in the text (empty when the text is not JSON). */
  locations: ReadonlyMap<string, JsonNodeLocation>;
}

/** Places problems reported by JSON pointer at their lines (an absent member at its nearest ancestor). */
export function placeProblems(
  locations: ReadonlyMap<string, JsonNodeLocation>,
  problems: readonly SchemaProblem[],
  source: ProblemSource,
): EditorProblem[] {
  return problems.map(({ pointer, message }) => {
    const place = locatePointer(locations, pointer);
    return { line: place.position.line, column: place.position.column, message, source, pointer: pointer || '/' };
  });
}

/** Parses the editor's text: its value and where each value is, or the syntax problem (in the page's language). */
export function checkFileText(text: string): FileTextCheck {
  const parsed = parseJsonWithLocations(text);
  if (!parsed.ok) {
    const { position } = parsed.error;
    const message = sayText(parsed.error.text ?? parsed.error.message, schemaZh);
    return { value: undefined, resource: null, locations: new Map(), problems: [{ line: position.line, column: position.column, message, source: 'syntax' }] };
  }
  return { value: parsed.value, resource: null, problems: [], locations: parsed.locations };
}

/** The parsed text with the file check's answer: the resource when it passed, else its problems at their lines. */
export function withFileCheck(parsed: FileTextCheck, answer: { ok: boolean; problems: readonly SchemaProblem[] }): FileTextCheck {
  if (parsed.value === undefined) return parsed;
  if (answer.ok) return { ...parsed, resource: parsed.value as ResourceFile, problems: [] };
  return { ...parsed, resource: null, problems: placeProblems(parsed.locations, answer.problems, 'schema') };
}

/**
 * The server's per-field errors of a refused save placed in the text: `field` is a JSON pointer (also
 * accepted as `file/...`, the overlay check's form); any other name is shown at the first line.
 */
export function serverProblems(text: string, errors: readonly { field: string; message: string }[]): EditorProblem[] {
  const parsed = parseJsonWithLocations(text);
  const locations = parsed.ok ? parsed.locations : new Map<string, JsonNodeLocation>();
  return errors.map(({ field, message }) => {
    const pointer = field.startsWith('file/') ? field.slice(4) : field;
    if (pointer !== '' && !pointer.startsWith('/')) return { line: 1, column: 1, message, source: 'server', pointer: field };
    return placeProblems(locations, [{ pointer, message }], 'server')[0];
  });
}

/** The file as saved under schemas/: pretty-printed with two spaces, ending with a newline. */
export function fileJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
