// Moves the Chinese string literals of server files into a catalogue part (issue 13 item 5).
// usage: node tools/catalogue-codemod.mjs <translations.tsv> <out.json> <helperModule> <file...>
// A literal given to an error (badRequest, fieldError...) becomes `text(id)`; one given as a success
// message (okData/okEntity) inside a handler with `req` becomes `say(requestLang(req), text(id))`;
// any other (route docs, schema titles, data words) becomes `zhOf(id)`, the same Chinese as before.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import ts from 'typescript';
const [tsvFile, outFile, helperModule, ...files] = process.argv.slice(2);
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
const tr = new Map(readFileSync(tsvFile, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')));
const state = existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : { ids: {} };
const used = new Set(Object.values(state.ids).map((v) => v.id));
const ERRORS = new Set(['badRequest', 'notFound', 'conflict', 'forbidden', 'fieldError', 'tooMany', 'unauthorized', 'fieldProblem']);
const OKS = new Set(['okData', 'okEntity']);
function areaOf(file) {
  if (file.includes('/resources/')) return 'resource';
  if (file.includes('/routes/user/')) return 'user';
  if (file.includes('/routes/tszy/')) return 'tszy';
  if (file.includes('/routes/asset/')) return 'asset';
  if (file.includes('/designer/')) return 'designer';
  if (file.includes('/text-refs/')) return 'textRefs';
  return 'misc';
}
function idFor(zhText, en, file) {
  if (state.ids[zhText]) return state.ids[zhText].id;
  const words = en.replace(/\.xlsx$/, ' file').replace(/[^A-Za-z0-9 ]+/g, ' ').trim().split(/\s+/).filter((w) => !/^(the|a|an|of|is|and|or|to|its|as|be|by|for|in|on|with|at)$/i.test(w)).slice(0, 5);
  let name = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('') || 'text';
  let id = `api.${areaOf(file)}.${name}`;
  for (let n = 2; used.has(id); n++) id = `api.${areaOf(file)}.${name}${n}`;
  used.add(id);
  state.ids[zhText] = { id, en };
  return id;
}
function rel(from, to) {
  let r = relative(dirname(from), to);
  return r.startsWith('.') ? r : `./${r}`;
}
function hasReq(node) {
  for (let n = node; n; n = n.parent) {
    if (ts.isFunctionLike(n) && n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === 'req')) return true;
  }
  return false;
}
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits = [];
  const need = new Set();
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CJK.test(node.text)) {
      const p = node.parent;
      const en = tr.get(node.text);
      const skip = !en || ts.isLiteralTypeNode(p) || (ts.isPropertyAssignment(p) && p.name === node) || ts.isImportDeclaration(p) || ts.isExportDeclaration(p);
      if (skip) {
        console.error(`SKIP ${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(node.text)}`);
      } else {
        const id = idFor(node.text, en, file);
        let rep;
        const callee = ts.isCallExpression(p) && ts.isIdentifier(p.expression) ? p.expression.text : ts.isNewExpression(p) && ts.isIdentifier(p.expression) ? p.expression.text : '';
        if (ERRORS.has(callee) || callee === 'AppError') {
          rep = `text('${id}')`;
          need.add('text');
        } else if (OKS.has(callee) && hasReq(node)) {
          rep = `say(requestLang(req), text('${id}'))`;
          need.add('text');
          need.add('say');
        } else {
          rep = `zhOf('${id}')`;
          need.add('zhOf');
        }
        edits.push({ start: node.getStart(), end: node.getEnd(), rep });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!edits.length) continue;
  let out = source;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.rep + out.slice(e.end);
  const imports = [];
  if (need.has('text') && !/import \{[^}]*\btext\b[^}]*\} from '[^']*domain\/i18n\/text\.ts'/.test(out)) imports.push(`import { text } from '${rel(file, 'src/domain/i18n/text.ts')}';`);
  if (need.has('say')) imports.push(`import { requestLang, say } from '${rel(file, 'src/server/http/say.ts')}';`);
  if (need.has('zhOf') && !out.includes(`zhOf } from`)) imports.push(`import { zhOf } from '${rel(file, helperModule)}';`);
  // after the last import line
  const lines = out.split('\n');
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    if (/^import /.test(lines[i])) { last = i; while (!/;\s*$/.test(lines[last])) last++; i = last; }
    else if (last >= 0 && lines[i].trim() !== '' && !lines[i].startsWith('//')) break;
  }
  lines.splice(last + 1, 0, ...imports);
  writeFileSync(file, lines.join('\n'));
  console.error(`${file}: ${edits.length} edits`);
}
writeFileSync(outFile, JSON.stringify(state, null, 1));
