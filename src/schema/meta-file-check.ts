// A structural check of a JSON file by a meta-schema of schemas/meta/ (menu fragments, dashboard tiles,
// demo records), answering each problem at its JSON pointer as the resource files' check does.
import { Ajv, type ValidateFunction } from 'ajv';
import { fromAjv, type SchemaProblem } from './meta-schema.ts';

/** A checker of one meta-schema, compiled on first use: answers the problems of a parsed file, none when it passes. */
export function metaFileChecker(schema: object): (json: unknown) => SchemaProblem[] {
  let validate: ValidateFunction | undefined;
  return (json) => {
    validate ??= new Ajv({ allErrors: true, strictTypes: false }).compile(schema);
    if (validate(json)) return [];
    const seen = new Set<string>();
    // An `if` error only repeats the `then` errors that follow it.
    return (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(fromAjv).filter((p) => {
      const k = `${p.pointer}\u0000${p.message}`;
      return !seen.has(k) && seen.add(k) !== undefined;
    });
  };
}
