// The tokenizer of the expression language (expression.ts): numbers, texts in single or double quotes,
// names, and a fixed set of punctuators. Anything else is an ExpressionError with its position. Pure.
import { ExpressionError } from './expression-functions.ts';

export type Token =
  | { kind: 'num'; value: number; pos: number }
  | { kind: 'str'; value: string; pos: number }
  | { kind: 'ident'; value: string; pos: number }
  | { kind: 'punct'; value: string; pos: number }
  | { kind: 'eof'; pos: number };

const PUNCTUATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '?', ':', '.', '(', ')', '[', ']', ',', '+', '-', '*', '/', '%'];
const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
const NUMBER_RE = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function stringAt(src: string, start: number): { value: string; end: number } {
  const quote = src[start];
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= src.length) throw new ExpressionError(`Unterminated string at ${start}`, start);
    const ch = src[i];
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\') {
      const next = src[i + 1];
      if (next === undefined) throw new ExpressionError(`Unterminated string at ${start}`, start);
      if (next === 'u') {
        const hex = src.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExpressionError(`Invalid \\u escape at ${i}`, i);
        value += String.fromCharCode(parseInt(hex, 16));
        i += 6;
        continue;
      }
      value += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    value += ch;
    i += 1;
  }
}

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/\d/.test(c)) {
      const m = NUMBER_RE.exec(src.slice(i, i + 400));
      const text = m ? m[0] : c;
      if (i + text.length < src.length && IDENT_PART.test(src[i + text.length])) {
        throw new ExpressionError(`Invalid number at ${i}`, i);
      }
      const value = Number(text);
      if (!Number.isFinite(value)) throw new ExpressionError(`Number too large at ${i}`, i);
      tokens.push({ kind: 'num', value, pos: i });
      i += text.length;
      continue;
    }
    if (c === '"' || c === "'") {
      const { value, end } = stringAt(src, i);
      tokens.push({ kind: 'str', value, pos: i });
      i = end;
      continue;
    }
    if (IDENT_START.test(c)) {
      const start = i;
      while (i < src.length && IDENT_PART.test(src[i])) i += 1;
      tokens.push({ kind: 'ident', value: src.slice(start, i), pos: start });
      continue;
    }
    const p = PUNCTUATORS.find((op) => src.startsWith(op, i));
    if (!p) throw new ExpressionError(`Unexpected character '${c}' at ${i}`, i);
    tokens.push({ kind: 'punct', value: p, pos: i });
    i += p.length;
  }
  tokens.push({ kind: 'eof', pos: src.length });
  return tokens;
}
