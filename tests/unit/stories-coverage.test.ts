// Every component of the shell has a story (issue 3: "Stories for every shell component"): each PascalCase
// function or component constant exported by a module under src/client/{layout,shell,components,pages,phone},
// src/runtime and designer is imported by some stories/**/*.stories.tsx file (an Error class is no component).
// Adding a component without a story fails here.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COMPONENT_DIRS = [
  'src/client/layout',
  'src/client/shell',
  'src/client/components',
  'src/client/pages',
  'src/client/phone',
  'src/runtime',
  'designer',
];
const STORIES_DIR = 'stories';

/** PascalCase with at least one lower-case letter (SIDEBAR_WIDTH and the like are constants). */
const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return filesUnder(full, keep);
    return keep(d.name) ? [full] : [];
  });
}

function parse(fileName: string, text: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false);
}

/**
 * Whether a constant's value can be a component: a function, or a call such as memo(...), lazy(...),
 * forwardRef(...). A React context (createContext(...)) is not one: its Provider is shown by the stories of
 * the components that read it.
 */
function isComponentValue(init: ts.Expression | undefined): boolean {
  if (!init) return false;
  const e = ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init) ? init.expression : init;
  if (ts.isCallExpression(e)) {
    const callee = e.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (name === 'createContext') return false;
  }
  return ts.isArrowFunction(e) || ts.isFunctionExpression(e) || ts.isClassExpression(e) || ts.isCallExpression(e);
}

/**
 * Whether a class extends Error or one of its kinds (TypeError, a class named …Error): an error thrown and caught,
 * never rendered, so not a component (the phone outbox's OutboxRefusal).
 */
function extendsError(st: ts.ClassDeclaration): boolean {
  const heritage = st.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  const base = heritage?.types[0]?.expression;
  return base !== undefined && ts.isIdentifier(base) && /Error$/.test(base.text);
}

/**
 * The components a module exports: PascalCase functions, classes and function-valued constants, local
 * `export { Name }`, and a default export that is one of them (reported as 'default'). Types and
 * interfaces, camelCase helpers, UPPER_CASE constants and error classes are not components.
 */
export function exportedComponents(fileName: string, text: string): string[] {
  const sf = parse(fileName, text);
  const out = new Set<string>();
  const localComponents = new Set<string>();
  for (const st of sf.statements) {
    if (ts.isClassDeclaration(st) && extendsError(st)) continue;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && st.name && PASCAL_CASE.test(st.name.text)) {
      localComponents.add(st.name.text);
    }
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && PASCAL_CASE.test(d.name.text) && isComponentValue(d.initializer)) localComponents.add(d.name.text);
      }
    }
  }
  for (const st of sf.statements) {
    const exported = hasModifier(st, ts.SyntaxKind.ExportKeyword);
    const isDefault = hasModifier(st, ts.SyntaxKind.DefaultKeyword);
    if (ts.isClassDeclaration(st) && extendsError(st)) continue;
    if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st)) && exported) {
      if (isDefault && (!st.name || PASCAL_CASE.test(st.name.text))) out.add('default');
      else if (!isDefault && st.name && PASCAL_CASE.test(st.name.text)) out.add(st.name.text);
    } else if (ts.isVariableStatement(st) && exported) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && localComponents.has(d.name.text)) out.add(d.name.text);
      }
    } else if (ts.isExportAssignment(st) && !st.isExportEquals) {
      if (ts.isIdentifier(st.expression) ? localComponents.has(st.expression.text) : isComponentValue(st.expression)) out.add('default');
    } else if (ts.isExportDeclaration(st) && !st.moduleSpecifier && !st.isTypeOnly && st.exportClause && ts.isNamedExports(st.exportClause)) {
      for (const el of st.exportClause.elements) {
        const local = (el.propertyName ?? el.name).text;
        if (!el.isTypeOnly && localComponents.has(local)) out.add(el.name.text === 'default' ? 'default' : el.name.text);
      }
    }
  }
  return [...out].sort();
}

/** Per imported module (absolute path), the value names the stories import from it ('default' for a default import). */
function storyImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of filesUnder(path.join(ROOT, STORIES_DIR), (n) => n.endsWith('.stories.tsx'))) {
    const sf = parse(file, fs.readFileSync(file, 'utf8'));
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const clause = st.importClause;
      if (!clause || clause.isTypeOnly || !st.moduleSpecifier.text.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), st.moduleSpecifier.text);
      const names = imports.get(target) ?? new Set<string>();
      if (clause.name) names.add('default');
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements) if (!el.isTypeOnly) names.add((el.propertyName ?? el.name).text);
      }
      imports.set(target, names);
    }
  }
  return imports;
}

function shellComponents(): { file: string; name: string }[] {
  return COMPONENT_DIRS.flatMap((dir) =>
    filesUnder(path.join(ROOT, dir), (n) => /\.tsx?$/.test(n) && !n.endsWith('.d.ts')).flatMap((file) =>
      exportedComponents(file, fs.readFileSync(file, 'utf8')).map((name) => ({ file, name })),
    ),
  );
}

describe('exportedComponents', () => {
  it('finds exported PascalCase functions, component constants and default exports, nothing else', () => {
    const text = `
      import { memo } from 'react';
      export interface PanelProps { open: boolean }
      export type Mode = 'a' | 'b';
      export const SIDEBAR_WIDTH = 210;
      export const DefaultSettings = { a: 1 };
      export function usePanel() { return 1; }
      export function helperOf() { return null; }
      export function Panel() { return null; }
      export const PanelContext = createContext(null);
      export const Badge = memo(function Badge() { return null; });
      const Inner = () => null;
      function Hidden() { return null; }
      export { Inner };
      export default function Page() { return null; }
    `;
    expect(exportedComponents('x.tsx', text)).toEqual(['Badge', 'Inner', 'Panel', 'default']);
    expect(exportedComponents('y.tsx', 'function View() { return null; }\nexport default View;')).toEqual(['default']);
    expect(exportedComponents('z.ts', "export { Foo } from './foo.tsx';\nexport const x = 1;")).toEqual([]);
  });

  it('leaves out error classes (thrown, never rendered) but keeps other classes', () => {
    const text = `
      export class OutboxRefusal extends Error { constructor(m: string) { super(m); } }
      export class TooLateError extends TypeError {}
      class Hidden extends Error {}
      export { Hidden };
      export class Board extends Component {}
      export class Panel extends React.Component {}
    `;
    expect(exportedComponents('e.ts', text)).toEqual(['Board', 'Panel']);
  });
});

describe('stories cover the shell', () => {
  const components = shellComponents();

  it('scans the shell components', () => {
    const names = components.map((c) => `${path.relative(ROOT, c.file)}#${c.name}`);
    expect(names).toContain('src/client/shell/notification-dialog.tsx#NotificationDialog');
    expect(names).toContain('src/client/layout/app-layout.tsx#default');
    expect(names).toContain('src/client/components/pager.tsx#Pager');
    expect(names).toContain('src/client/pages/login-page.tsx#LoginPage');
    expect(components.length).toBeGreaterThanOrEqual(30);
  });

  it('imports every exported component in some story file', () => {
    const imported = storyImports();
    const missing = components
      .filter(({ file, name }) => {
        // Stories import with the extension, as the project's relative imports do.
        const names = imported.get(file) ?? imported.get(file.replace(/\.tsx?$/, ''));
        return !names?.has(name);
      })
      .map(({ file, name }) => `${path.relative(ROOT, file)}: ${name === 'default' ? 'the default export' : name}`);
    expect(missing, 'components without a story (add one under stories/)').toEqual([]);
  });
});
