// No JSON file of schemas/ names a key twice in one object: JSON.parse keeps the last silently, so a second
// `phone` or `workflow` left by a merge would hide the first without a word.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../schemas');

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return jsonFiles(full);
    return e.name.endsWith('.json') ? [full] : [];
  });
}

/** The keys named twice in one object, as `<line>: <key>` (the text must be valid JSON). */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  // One entry per open bracket: the keys of an object, null for an array.
  const stack: (Set<string> | null)[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (c === '{') stack.push(new Set());
    else if (c === '[') stack.push(null);
    else if (c === '}' || c === ']') stack.pop();
    else if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      let k = j + 1;
      while (/\s/.test(text[k] ?? '')) k++;
      const keys = stack.at(-1);
      if (text[k] === ':' && keys) {
        const key = JSON.parse(raw) as string;
        if (keys.has(key)) found.push(`${line}: ${key}`);
        keys.add(key);
      }
      i = j;
    }
  }
  return found;
}

describe('schema JSON files', () => {
  it('finds a key named twice (the check itself)', () => {
    expect(duplicateKeys('{"a": 1, "b": {"a": 2, "c": "x\\"y"}, "a": [ {"a": 1} ]}')).toEqual(['1: a']);
  });

  it.each(jsonFiles(ROOT).map((f) => [path.relative(ROOT, f), f]))('%s names no key twice in one object', (_name, file) => {
    expect(duplicateKeys(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
