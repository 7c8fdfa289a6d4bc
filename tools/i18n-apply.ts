/**
 * Converts files to the message catalogue from a map written by hand over i18n-literals.ts's listing.
 *   node --import tsx tools/i18n-apply.ts <listing.jsonl> <map.txt>
 * Map lines: `n|id|English` (the first use of an id gives its English), `n|id` (the same id again) or `n|M`
 * (left for a hand edit). Each converted literal becomes `t('id')` (`{t('id')}` in JSX, `t('id', {..})` for
 * a template); each file gets `const t = textOf(<part>Zh)`; the parts' Chinese and English entries are
 * printed to <part>.zh.txt / <part>.en.txt beside the map, to paste into src/domain/i18n.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Literal } from './i18n-literals.ts';

const [listing, mapFile] = process.argv.slice(2);
if (!listing || !mapFile) throw new Error('usage: i18n-apply.ts <listing.jsonl> <map.txt>');
const literals: Literal[] = readFileSync(listing, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Literal);
const map = new Map<number, string>();
const zh = new Map<string, string>();
const en = new Map<string, string>();
for (const line of readFileSync(mapFile, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const [n, id, ...rest] = line.split('|');
  if (id === 'M' || !id) continue;
  map.set(Number(n), id);
  if (rest.length) en.set(id, rest.join('|'));
}
for (const l of literals) {
  const id = map.get(l.n);
  if (!id) continue;
  const before = zh.get(id);
  if (before !== undefined && before !== l.text) console.error(`id ${id}: "${before}" vs "${l.text}"`);
  zh.set(id, l.text);
  if (!en.has(id)) console.error(`id ${id} has no English`);
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const partOf = (id: string) => id.split('.')[0] ?? '';

const byFile = new Map<string, Literal[]>();
for (const l of literals) if (map.has(l.n)) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);
for (const [file, list] of byFile) {
  let src = readFileSync(file, 'utf8');
  const parts = new Set<string>();
  for (const l of [...list].sort((a, b) => b.start - a.start)) {
    const id = map.get(l.n) ?? '';
    parts.add(partOf(id));
    let call = `t(${quote(id)})`;
    if (l.kind === 'tmpl' && l.params) {
      const args = Object.entries(l.params).map(([k, v]) => (k === v ? k : `${k}: ${v}`));
      call = `t(${quote(id)}, { ${args.join(', ')} })`;
    }
    const out = l.kind === 'attr' || l.kind === 'jsx' ? `{${call}}` : call;
    src = src.slice(0, l.start) + out + src.slice(l.end);
  }
  if (parts.size !== 1) console.error(`${file}: several parts ${[...parts].join(',')}`);
  const part = [...parts][0] ?? '';
  const rel = (p: string) => {
    const r = relative(dirname(file), p);
    return r.startsWith('.') ? r : `./${r}`;
  };
  const imports = [
    `import { ${part}Zh } from '${rel(`src/domain/i18n/zh/${part}.ts`)}';`,
    `import { textOf } from '${rel('src/runtime/i18n/text-of.ts')}';`,
  ];
  const lines = src.split('\n');
  let last = -1;
  let inImport = false;
  lines.forEach((line, i) => {
    if (/^import /.test(line)) inImport = true;
    if (inImport && /from '[^']+';$|^import '[^']+';$/.test(line)) {
      last = i;
      inImport = false;
    }
  });
  lines.splice(last + 1, 0, ...imports, '', `const t = textOf(${part}Zh);`);
  writeFileSync(file, lines.join('\n'));
}

const dir = dirname(mapFile);
for (const part of new Set([...zh.keys()].map(partOf))) {
  const ids = [...zh.keys()].filter((id) => partOf(id) === part).sort();
  writeFileSync(join(dir, `${part}.zh.txt`), ids.map((id) => `  ${quote(id)}: ${quote(zh.get(id) ?? '')},`).join('\n') + '\n');
  writeFileSync(join(dir, `${part}.en.txt`), ids.map((id) => `  ${quote(id)}: ${quote(en.get(id) ?? '')},`).join('\n') + '\n');
}
