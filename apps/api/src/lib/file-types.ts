import type { ActivityFileExtension, LearningFileExtension } from '@lbd/shared';

/** Every extension whose content we can check: activity uploads (SPEC §5.3) and learning files. */
export type CheckedExtension = ActivityFileExtension | LearningFileExtension;

/** Bytes read from the start of an upload to decide its type. */
export const SNIFF_BYTES = 4096;

const CONTENT_TYPES: Record<CheckedExtension, string> = {
  mp4: 'video/mp4',
  ogg: 'audio/ogg',
  webm: 'video/webm',
  ogv: 'video/ogg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  xml: 'application/xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pps: 'application/vnd.ms-powerpoint',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  txt: 'text/plain',
  zip: 'application/zip',
};

/** The content type we serve a file of this (allowed) extension as; never the client's claim. */
export const contentTypeOf = (ext: CheckedExtension) => CONTENT_TYPES[ext];

/** The content type of a stored key by its extension, for the disk driver's downloads. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext as CheckedExtension] : 'application/octet-stream';
}

const startsWith = (b: Buffer, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, s: string, at = 0) => b.length >= at + s.length && b.toString('latin1', at, at + s.length) === s;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text: valid UTF-8 (a character cut at the sniff boundary allowed) without NUL bytes. */
function isText(b: Buffer, complete: boolean): boolean {
  if (b.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      decoder.decode(b.subarray(0, b.length - cut));
      return true;
    } catch {
      /* try without a trailing partial character */
    }
  }
  return false;
}

/**
 * Do these first bytes fit the extension? Checked by content (magic numbers; text for csv, txt and
 * xml), so a renamed executable or an image called .pdf is refused. `complete` says the buffer is the
 * whole file.
 */
export function contentMatches(ext: CheckedExtension, b: Buffer, complete: boolean): boolean {
  switch (ext) {
    case 'pdf':
      return ascii(b, '%PDF-');
    case 'png':
      return startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(b, [0xff, 0xd8, 0xff]);
    case 'mp4':
      return ascii(b, 'ftyp', 4);
    case 'ogg':
    case 'ogv':
      return ascii(b, 'OggS');
    case 'webm':
      return startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]);
    case 'mp3':
      return ascii(b, 'ID3') || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0);
    case 'docx':
    case 'docm':
    case 'xlsx':
    case 'pptx':
    case 'zip':
      return startsWith(b, ZIP);
    case 'doc':
    case 'xls':
    case 'ppt':
    case 'pps':
      return startsWith(b, OLE2);
    case 'xml':
      return isText(b, complete) && /^(\uFEFF)?\s*</.test(b.toString('utf8', 0, Math.min(b.length, 512)));
    case 'csv':
    case 'txt':
      return b.length > 0 && isText(b, complete);
  }
}
