// ESLint rule: imports flow one way (DESIGN.md §2).
// domain <- schema <- (server | runtime) <- (client | designer)
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Which layers each layer may import from (besides itself). */
const allowed = {
  domain: [],
  schema: ['domain'],
  server: ['domain', 'schema'],
  runtime: ['domain', 'schema'],
  client: ['domain', 'schema', 'runtime', 'designer'],
  designer: ['domain', 'schema', 'runtime'],
};

/** Layer of an absolute path, or null when it is outside the layered code. */
export function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'designer') return 'designer';
  if (rel[0] === 'src' && rel[1] in allowed) return rel[1];
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction of DESIGN.md §2' },
    schema: [],
    messages: { wrong: "Layer '{{from}}' may not import from layer '{{to}}' (DESIGN.md §2)." },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(file), source));
      if (!to || to === from) return;
      if (!allowed[from].includes(to)) context.report({ node, messageId: 'wrong', data: { from, to } });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};
