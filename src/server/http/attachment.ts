// Sending a generated or stored file as a download: one place for the content-disposition rules.
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 5987 `ext-value` characters: encodeURIComponent leaves `'()*` which must be escaped too. */
export function rfc5987(s: string): string {
  return encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment` with an ASCII fallback name and the UTF-8 name per RFC 5987/6266. */
export function attachmentHeader(file: string, ascii: string): string {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file)}`;
}

/** Sends bytes as a download that is never cached. */
export function sendAttachment(
  reply: FastifyReply,
  body: Buffer,
  file: { name: string; ascii: string; type: string },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentHeader(file.name, file.ascii))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
