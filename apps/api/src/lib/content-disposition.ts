import type { FastifyReply } from 'fastify';

/**
 * A Content-Disposition value that downloads a file under its own name: an ASCII fallback in
 * `filename` and the exact UTF-8 name in `filename*` (RFC 6266 / RFC 8187). A name in any script is
 * then a valid header, and no quote or line break in it can end the value early.
 */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file the API answers with as a download. */
export interface DownloadFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** Answer with a file to download under its name, never kept by a cache. */
export function sendDownload(reply: FastifyReply, file: DownloadFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
