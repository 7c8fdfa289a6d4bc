// Writes zh/<part>-<area>.ts and en/<part>-<area>.ts from the codemod's ids.json (zh text -> {id, en}) and optional
// hand-written entries ([id, zh, en] lists), one file pair per area; the parts are then spread in chinese.ts and english.ts.
// usage: node tools/catalogue-write-part.mjs ids.json <prefix, e.g. api> [extra-entries.json...]
import { readFileSync, writeFileSync } from 'node:fs';
const [idsFile, prefix, ...extraFiles] = process.argv.slice(2);
const { ids } = JSON.parse(readFileSync(idsFile, 'utf8'));
const byArea = {};
const seen = new Set();
const add = (id, zh, en) => {
  if (seen.has(id)) throw new Error(`duplicate id ${id}`);
  seen.add(id);
  (byArea[id.split('.')[1]] ??= []).push({ id, zh, en });
};
for (const [zh, { id, en }] of Object.entries(ids)) add(id, zh, en);
// extra entries: [id, zh, en] written by hand for templates
for (const f of extraFiles) for (const [id, zh, en] of JSON.parse(readFileSync(f, 'utf8'))) add(id, zh, en);
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const made = [];
for (const [area, entries] of Object.entries(byArea)) {
  entries.sort((a, b) => a.id.localeCompare(b.id));
  const file = `${prefix}-${area.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`;
  const name = `${prefix}${cap(area)}`;
  writeFileSync(`src/domain/i18n/zh/${file}.ts`,
    `/** The server's answers and route texts of ${area} (ids \`${prefix}.${area}.*\`). */\nexport const ${name}Zh = {\n` +
    entries.map((e) => `  ${q(e.id)}: ${q(e.zh)},`).join('\n') + `\n} as const;\n`);
  writeFileSync(`src/domain/i18n/en/${file}.ts`,
    `import type { English } from '../message-format.ts';\nimport type { ${name}Zh } from '../zh/${file}.ts';\n\nexport const ${name}En: English<typeof ${name}Zh> = {\n` +
    entries.map((e) => `  ${q(e.id)}: ${q(e.en)},`).join('\n') + `\n};\n`);
  made.push({ file, name, n: entries.length });
}
console.log(JSON.stringify(made));
