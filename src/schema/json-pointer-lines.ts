// JSON text with positions, for the schema editor (designer/schema-editor-page.tsx): a strict JSON parser
// that records where every value (and every member's key) starts, so that a problem reported by JSON
// pointer (checkResourceFile, the server's 400) is shown at its line; and the line and column of a syntax
// error. Pure. Lines and columns are 1-based; columns and offsets count UTF-16 code units, as a textarea's
// selection does.
import { chineseText, said, text as msg, type Text } from './schema-text.ts';

export interface TextPosition {
  /** Index into the text. */
  offset: number;
  line: number;
  column: number;
}

/** Where a value starts and, for an object member, where its key starts. */
export interface JsonNodeLocation {
  value: TextPosition;
  key?: TextPosition;
}

export interface JsonSyntaxError {
  /** In Chinese; `text` is the catalogue message, for the page's language. */
  message: string;
  text?: Text;
  position: TextPosition;
}

export type JsonParseResult =
  | { ok: true; value: unknown; locations: ReadonlyMap<string, JsonNodeLocation> }
  | { ok: false; error: JsonSyntaxError };

/** A pointer placed in the text: `exact` is false when only an ancestor exists (a missing member). */
export interface PointerPlace {
  position: TextPosition;
  exact: boolean;
  /** The pointer whose position is answered (the pointer itself or its nearest existing ancestor). */
  found: string;
}

/** Offsets at which each line starts (line 1 at index 0). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** The line and column of an offset (clamped to the text). */
export function positionAt(text: string, offset: number, starts: readonly number[] = lineStarts(text)): TextPosition {
  const at = Math.max(0, Math.min(offset, text.length));
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return { offset: at, line: lo + 1, column: at - starts[lo] + 1 };
}

/** The offset of a line and column (clamped to the line's length and to the text). */
export function offsetAt(text: string, line: number, column = 1): number {
  const starts = lineStarts(text);
  const l = Math.max(1, Math.min(Math.floor(line), starts.length));
  const start = starts[l - 1];
  const end = l < starts.length ? starts[l] - 1 : text.length;
  return Math.min(start + Math.max(0, Math.floor(column) - 1), end);
}

/** One segment of a JSON pointer, escaped (RFC 6901: ~ as ~0, / as ~1). */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

class JsonSyntaxFailure extends Error {
  constructor(
    readonly text: Text,
    readonly offset: number,
  ) {
    super(chineseText(text));
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MAX_DEPTH = 2000;

/** Describes the character at `i` for a message. */
function shown(text: string, i: number): Text | string {
  if (i >= text.length) return msg('schema.json.end');
  const c = text[i];
  if (c === '\n') return msg('schema.json.newline');
  return `'${c}'`;
}

class Parser {
  private i = 0;
  readonly locations = new Map<string, JsonNodeLocation>();
  private readonly starts: number[];

  constructor(private readonly text: string) {
    this.starts = lineStarts(text);
  }

  private at(offset: number): TextPosition {
    return positionAt(this.text, offset, this.starts);
  }

  private fail(message: Text, offset = this.i): never {
    throw new JsonSyntaxFailure(message, offset);
  }

  private skipWhitespace(): void {
    while (this.i < this.text.length && WHITESPACE.has(this.text.charCodeAt(this.i))) this.i++;
  }

  run(): void {
    this.skipWhitespace();
    if (this.i >= this.text.length) this.fail(msg('schema.json.empty'));
    this.value('', undefined, 0);
    this.skipWhitespace();
    if (this.i < this.text.length) this.fail(msg('schema.json.trailing', { at: shown(this.text, this.i) }));
  }

  private value(ptr: string, key: TextPosition | undefined, depth: number): void {
    if (depth > MAX_DEPTH) this.fail(msg('schema.json.deep'));
    this.locations.set(ptr, key ? { value: this.at(this.i), key } : { value: this.at(this.i) });
    const c = this.text[this.i];
    if (c === '{') this.object(ptr, depth);
    else if (c === '[') this.array(ptr, depth);
    else if (c === '"') this.string();
    else if (c === '-' || (c >= '0' && c <= '9')) this.number();
    else if (this.text.startsWith('true', this.i)) this.i += 4;
    else if (this.text.startsWith('false', this.i)) this.i += 5;
    else if (this.text.startsWith('null', this.i)) this.i += 4;
    else if (c === "'") this.fail(msg('schema.json.singleQuotes'));
    else if (this.i >= this.text.length) this.fail(msg('schema.json.endValue'));
    else this.fail(msg('schema.json.unexpected', { at: shown(this.text, this.i) }));
  }

  private object(ptr: string, depth: number): void {
    this.i++;
    this.skipWhitespace();
    if (this.text[this.i] === '}') {
      this.i++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      const keyAt = this.i;
      if (this.text[this.i] !== '"') {
        if (this.text[this.i] === '}') this.fail(msg('schema.json.commaBrace'), this.lastComma(keyAt));
        if (this.i >= this.text.length) this.fail(msg('schema.json.endBrace'));
        this.fail(msg('schema.json.propertyName', { at: shown(this.text, this.i) }));
      }
      const name = this.string();
      this.skipWhitespace();
      if (this.text[this.i] !== ':') this.fail(msg('schema.json.colon', { name }));
      this.i++;
      this.skipWhitespace();
      this.value(`${ptr}/${escapePointerSegment(name)}`, this.at(keyAt), depth + 1);
      this.skipWhitespace();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === '}') {
        this.i++;
        return;
      }
      if (this.i >= this.text.length) this.fail(msg('schema.json.endBrace'));
      this.fail(msg('schema.json.commaOrBrace', { at: shown(this.text, this.i) }));
    }
  }

  private array(ptr: string, depth: number): void {
    this.i++;
    this.skipWhitespace();
    if (this.text[this.i] === ']') {
      this.i++;
      return;
    }
    for (let n = 0; ; n++) {
      this.skipWhitespace();
      if (this.text[this.i] === ']') this.fail(msg('schema.json.commaBracket'), this.lastComma(this.i));
      this.value(`${ptr}/${n}`, undefined, depth + 1);
      this.skipWhitespace();
      const c = this.text[this.i];
      if (c === ',') {
        this.i++;
        continue;
      }
      if (c === ']') {
        this.i++;
        return;
      }
      if (this.i >= this.text.length) this.fail(msg('schema.json.endBracket'));
      this.fail(msg('schema.json.commaOrBracket', { at: shown(this.text, this.i) }));
    }
  }

  /** The offset of the comma before `offset` (skipping whitespace back). */
  private lastComma(offset: number): number {
    let j = offset - 1;
    while (j > 0 && WHITESPACE.has(this.text.charCodeAt(j))) j--;
    return j;
  }

  /** Reads a string starting at its opening quote; answers its value. */
  private string(): string {
    const open = this.i;
    this.i++;
    let out = '';
    for (;;) {
      if (this.i >= this.text.length) this.fail(msg('schema.json.unterminated'), open);
      const code = this.text.charCodeAt(this.i);
      const c = this.text[this.i];
      if (c === '"') {
        this.i++;
        return out;
      }
      if (code === 10 || code === 13) this.fail(msg('schema.json.unterminatedLine'), open);
      if (code < 0x20) this.fail(msg('schema.json.control'));
      if (c === '\\') {
        const e = this.text[this.i + 1];
        if (e === 'u') {
          const hex = this.text.slice(this.i + 2, this.i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail(msg('schema.json.unicodeEscape'));
          out += String.fromCharCode(parseInt(hex, 16));
          this.i += 6;
          continue;
        }
        if (e === undefined || !ESCAPES.has(e)) this.fail(msg('schema.json.escape', { char: e ?? '' }));
        out += e === 'b' ? '\b' : e === 'f' ? '\f' : e === 'n' ? '\n' : e === 'r' ? '\r' : e === 't' ? '\t' : e;
        this.i += 2;
        continue;
      }
      out += c;
      this.i++;
    }
  }

  private number(): void {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.text);
    if (!m) this.fail(msg('schema.json.number'));
    const end = this.i + m[0].length;
    const next = this.text[end];
    if (next !== undefined && /[0-9.eE+-]/.test(next)) this.fail(msg('schema.json.number'), this.i);
    this.i = end;
  }
}

/**
 * Parses JSON (as strictly as JSON.parse) keeping where each value starts. The locations are keyed by
 * JSON pointer ('' is the whole document). A syntax error answers its message and position.
 */
export function parseJsonWithLocations(text: string): JsonParseResult {
  const parser = new Parser(text);
  try {
    parser.run();
  } catch (e) {
    if (e instanceof JsonSyntaxFailure) return { ok: false, error: said({ position: positionAt(text, e.offset) }, e.text) };
    if (e instanceof RangeError) {
      return { ok: false, error: said({ position: positionAt(text, 0) }, msg('schema.json.deep')) };
    }
    throw e;
  }
  // The value as JSON.parse builds it (own `__proto__` members and all); the text is valid JSON here.
  return { ok: true, value: JSON.parse(text) as unknown, locations: parser.locations };
}

/**
 * Where a JSON pointer is in parsed text: the key of a member (so the line reads `"name": ...`), the
 * start of an array item or of the document. A pointer to something absent (a missing required member)
 * answers its nearest existing ancestor, `exact: false`. The pointer must be escaped (RFC 6901).
 */
export function locatePointer(locations: ReadonlyMap<string, JsonNodeLocation>, pointer: string): PointerPlace {
  let p = pointer;
  for (;;) {
    const loc = locations.get(p);
    if (loc) return { position: loc.key ?? loc.value, exact: p === pointer, found: p };
    if (p === '') return { position: { offset: 0, line: 1, column: 1 }, exact: false, found: '' };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
