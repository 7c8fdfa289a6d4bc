// A streaming XML scanner for the parts of an OOXML package: fed text chunk by chunk, it reports start
// tags (local name and attributes), end tags, and, only while the handler asks for it, text. It holds
// no more than one unfinished tag (at most MAX_MARKUP characters) between chunks and never builds a
// text node itself: the handler receives text in pieces and keeps (and bounds) what it wants. No DTD is
// read: a document with one is refused, so no entity can expand.

export class XmlError extends Error {}

export interface XmlHandler {
  /** A start tag; `name` without its namespace prefix, attributes as written (prefix included). */
  open(name: string, attrs: Readonly<Record<string, string>>): void;
  /** An end tag (also sent right after `open` for an empty element `<x/>`). */
  close(name: string): void;
  /** Text (entities decoded), only while `wantsText()` is true. */
  text(piece: string): void;
  wantsText(): boolean;
  /** True once the handler has read enough: the rest of the chunk is not scanned. */
  done?(): boolean;
}

const NO_ATTRS: Readonly<Record<string, string>> = Object.freeze(Object.create(null) as Record<string, string>);

/** Longest tag, comment or CDATA section accepted (attributes included). */
export const MAX_MARKUP = 256 * 1024;

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with the five XML entities and character references decoded. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name];
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function localName(qname: string): string {
  const colon = qname.indexOf(':');
  return colon < 0 ? qname : qname.slice(colon + 1);
}

export class XmlScanner {
  /** Unprocessed text: the start of a tag (or of a text piece ending in a partial entity) cut by a chunk. */
  private rest = '';
  /** Elements open: a document that ends with one open was cut short. */
  private depth = 0;
  /** The handler said done: further chunks are ignored. */
  private stopped = false;

  constructor(private readonly h: XmlHandler) {}

  /** Scans the next chunk of the document. */
  push(chunk: string): void {
    if (this.stopped) return;
    const s = this.rest ? this.rest + chunk : chunk;
    this.rest = '';
    let i = 0;
    const n = s.length;
    while (i < n) {
      const lt = s.indexOf('<', i);
      if (lt !== i) {
        const stop = lt < 0 ? n : lt;
        if (this.h.wantsText()) {
          let piece = s.slice(i, stop);
          if (lt < 0) {
            // A piece cut inside an entity waits for the next chunk.
            const amp = piece.lastIndexOf('&');
            if (amp >= 0 && piece.indexOf(';', amp) < 0 && piece.length - amp <= 12) {
              this.rest = piece.slice(amp);
              piece = piece.slice(0, amp);
            }
          }
          if (piece) this.h.text(decodeEntities(piece));
        }
        if (lt < 0) return;
        i = lt;
      }
      const end = this.markupEnd(s, i);
      if (end < 0) {
        if (n - i > MAX_MARKUP) throw new XmlError('markup too long');
        this.rest = s.slice(i);
        return;
      }
      this.markup(s, i, end);
      i = end;
      if (this.h.done?.()) {
        this.stopped = true;
        return;
      }
    }
  }

  /** Ends the document: an unfinished tag is an error. */
  end(): void {
    if (this.stopped) return;
    if (this.rest.startsWith('<') || this.depth !== 0) throw new XmlError('document cut short');
    this.rest = '';
  }

  /** Index just past the markup starting at `i` (a '<'), or -1 when the chunk ends first. */
  private markupEnd(s: string, i: number): number {
    const second = s.charCodeAt(i + 1);
    if (second === 0x21 /* ! */ || second === 0x3f /* ? */ || Number.isNaN(second)) {
      if (s.startsWith('<!--', i)) {
        const e = s.indexOf('-->', i + 4);
        return e < 0 ? -1 : e + 3;
      }
      if (s.startsWith('<![CDATA[', i)) {
        const e = s.indexOf(']]>', i + 9);
        return e < 0 ? -1 : e + 3;
      }
      if (s.startsWith('<?', i)) {
        const e = s.indexOf('?>', i + 2);
        return e < 0 ? -1 : e + 2;
      }
      if (s.length - i < 9) return -1;
      throw new XmlError('DTD not allowed');
    }
    // A tag: '>' may stand inside a quoted attribute value.
    for (let p = i + 1; p < s.length; p++) {
      const c = s.charCodeAt(p);
      if (c === 0x3e) return p + 1;
      if (c === 0x22 || c === 0x27) {
        const q = s.indexOf(c === 0x22 ? '"' : "'", p + 1);
        if (q < 0) return -1;
        p = q;
      } else if (c === 0x3c) throw new XmlError('< inside a tag');
    }
    return -1;
  }

  private markup(s: string, i: number, end: number): void {
    const second = s.charCodeAt(i + 1);
    if (second === 0x21 /* ! */) {
      if (s.startsWith('<![CDATA[', i) && this.h.wantsText()) this.h.text(s.slice(i + 9, end - 3));
      return;
    }
    if (second === 0x3f /* ? */) return;
    if (second === 0x2f /* / */) {
      if (--this.depth < 0) throw new XmlError('end tag without a start');
      this.h.close(localName(s.slice(i + 2, end - 1).trim()));
      return;
    }
    const selfClosing = s.charCodeAt(end - 2) === 0x2f;
    const stop = selfClosing ? end - 2 : end - 1;
    let p = i + 1;
    while (p < stop && s.charCodeAt(p) > 0x20) p++;
    const qname = s.slice(i + 1, p);
    if (!qname) throw new XmlError('tag without a name');
    let attrs = NO_ATTRS;
    if (p < stop) {
      const body = s.slice(p, stop);
      const found = Object.create(null) as Record<string, string>;
      ATTR.lastIndex = 0;
      for (let m = ATTR.exec(body); m; m = ATTR.exec(body)) found[m[1]] = decodeEntities(m[2] ?? m[3] ?? '');
      attrs = found;
    }
    const name = localName(qname);
    this.h.open(name, attrs);
    if (selfClosing) this.h.close(name);
    else this.depth++;
  }
}
