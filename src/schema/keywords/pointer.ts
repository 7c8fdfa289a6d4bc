// JSON pointers (RFC 6901) for the keyword checks; the same escaping as meta-schema.ts's `pointer`.

/** JSON pointer of path segments: '/form/properties/a~1b'. */
export function pointerOf(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
