/**
 * Lists the Chinese texts of source files (string literals, templates, JSX texts and attributes) with their
 * positions, as JSON lines, for converting files to the message catalogue by hand or with i18n-apply.ts.
 *   node --import tsx tools/i18n-literals.ts src/client/layout/navbar.tsx ...
 * Each line: {n, file, line, start, end, kind, text, params?}. `kind` is str | attr | jsx | tmpl; `text` is
 * the message (templates' `${expr}` become `{name}` placeholders named after the expression), `params` the
 * placeholders' expressions.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;

export interface Literal {
  n: number;
  file: string;
  line: number;
  start: number;
  end: number;
  kind: 'str' | 'attr' | 'jsx' | 'tmpl';
  text: string;
  params?: Record<string, string>;
}

function paramName(expr: ts.Expression, used: Set<string>): string {
  let base = 'value';
  if (ts.isIdentifier(expr)) base = expr.text;
  else if (ts.isPropertyAccessExpression(expr)) base = expr.name.text;
  else if (ts.isCallExpression(expr) && ts.isIdentifier(expr.expression)) base = expr.expression.text;
  let name = base;
  for (let i = 2; used.has(name); i++) name = `${base}${i}`;
  used.add(name);
  return name;
}

export function literalsOf(file: string, from = 0): Literal[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Literal[] = [];
  let n = from;
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) && CJK.test(node.getText())) {
      const used = new Set<string>();
      const params: Record<string, string> = {};
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const name = paramName(span.expression, used);
        params[name] = span.expression.getText();
        text += `{${name}}${span.literal.text}`;
      }
      out.push({ n: n++, file, line: line(node.getStart()), start: node.getStart(), end: node.getEnd(), kind: 'tmpl', text, params });
      return;
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CJK.test(node.text)) {
      const kind = ts.isJsxAttribute(node.parent) ? 'attr' : 'str';
      out.push({ n: n++, file, line: line(node.getStart()), start: node.getStart(), end: node.getEnd(), kind, text: node.text });
      return;
    }
    if (ts.isJsxText(node) && CJK.test(node.text)) {
      const raw = node.getFullText();
      const lead = raw.length - raw.trimStart().length;
      const trail = raw.length - raw.trimEnd().length;
      const start = node.getFullStart() + lead;
      out.push({ n: n++, file, line: line(start), start, end: node.getEnd() - trail, kind: 'jsx', text: raw.trim().replace(/\s+/g, ' ') });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let n = 0;
  for (const file of process.argv.slice(2)) {
    const found = literalsOf(file, n);
    n += found.length;
    for (const l of found) console.log(JSON.stringify(l));
  }
}
