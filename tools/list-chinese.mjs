// Lists the Chinese string literals and template parts of the given files, one per line with its position:
// `node tools/list-chinese.mjs <file...>` (what tests/unit/i18n-catalogue.test.ts would report).
import { readFileSync } from 'node:fs';
import ts from 'typescript';
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
for (const file of process.argv.slice(2)) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n) || ts.isJsxText(n)) && CJK.test(n.text)) {
      const p = src.getLineAndCharacterOfPosition(n.getStart());
      console.log(`${file}:${p.line + 1} ${ts.SyntaxKind[n.kind]} ${JSON.stringify(n.text)}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
}
