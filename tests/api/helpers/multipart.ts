// A multipart/form-data body built by hand for `inject` (uploads, imports), as a browser sends it.
import crypto from 'node:crypto';

export interface MultipartFile {
  /** The form field; `file` unless named. */
  field?: string;
  /** The file name the browser sends (UTF-8, as is). */
  name: string;
  content: Buffer | string;
  /** The part's content type; `application/octet-stream` unless named. */
  type?: string;
}

/** What a browser does to a name inside the quoted `name=` / `filename=` parameters. */
const quoted = (s: string) => `"${s.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/**
 * The payload and headers of a multipart/form-data request: the plain `fields` first, then the
 * file part(s). Pass the result to `t.call({method: 'POST', url, token, ...multipartBody(...)})`.
 */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: MultipartFile | MultipartFile[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----zaxFormBoundary${crypto.randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`));
  }
  for (const f of file === undefined ? [] : [file].flat()) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(f.field ?? 'file')}; filename=${quoted(f.name)}\r\n` +
      `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}
