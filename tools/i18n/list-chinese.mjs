// Lists the Chinese literals of source files: file:line:col kind text (for converting files to the catalogue).
import { readFileSync } from 'node:fs';
import ts from 'typescript';
const CJK = /[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/;
for (const file of process.argv.slice(2)) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (n) => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n) || ts.isJsxText(n)) && CJK.test(n.getText())) {
      const { line } = src.getLineAndCharacterOfPosition(n.getStart());
      console.log(`${file}:${line + 1} ${ts.SyntaxKind[n.kind]} ${n.getText().trim().replace(/\n/g, '\\n')}`);
      if (ts.isTemplateExpression(n)) return;
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
}
