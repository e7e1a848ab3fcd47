import { describe, expect, it } from 'vitest';
import { contentMatches, contentTypeOfKey } from './file-types';
import { allowedExtension } from './uploads';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');

describe('upload types by content', () => {
  it('accepts the real thing and refuses a renamed file', () => {
    expect(contentMatches('pdf', pdf, true)).toBe(true);
    expect(contentMatches('png', png, true)).toBe(true);
    expect(contentMatches('pdf', png, true)).toBe(false);
    expect(contentMatches('jpg', pdf, true)).toBe(false);
    expect(contentMatches('docx', Buffer.from('PK\x03\x04rest', 'latin1'), true)).toBe(true);
    expect(contentMatches('doc', Buffer.from('PK\x03\x04rest', 'latin1'), true)).toBe(false);
    expect(contentMatches('mp4', Buffer.from('\0\0\0\x18ftypmp42', 'latin1'), true)).toBe(true);
  });

  it('treats csv, txt and xml as text: no NUL bytes, valid UTF-8, xml starting with a tag', () => {
    expect(contentMatches('csv', Buffer.from('name,score\nAsha,9.5\n'), true)).toBe(true);
    expect(contentMatches('txt', Buffer.from('नमस्ते'), true)).toBe(true);
    expect(contentMatches('txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00]), true)).toBe(false);
    expect(contentMatches('txt', Buffer.from([0xc3, 0x28]), true)).toBe(false);
    // A multi-byte character cut at the sniffing boundary is fine when the file goes on.
    expect(contentMatches('txt', Buffer.from('नमस्ते').subarray(0, 4), false)).toBe(true);
    expect(contentMatches('txt', Buffer.alloc(0), true)).toBe(false);
    expect(contentMatches('xml', Buffer.from('<?xml version="1.0"?><a/>'), true)).toBe(true);
    expect(contentMatches('xml', Buffer.from('plain words'), true)).toBe(false);
  });

  it('knows zip archives (learning files), and the content type of a stored key by its extension', () => {
    expect(contentMatches('zip', Buffer.from('PK\x03\x04rest', 'latin1'), true)).toBe(true);
    expect(contentMatches('zip', pdf, true)).toBe(false);
    expect(contentTypeOfKey('learning/resources/1/a.zip')).toBe('application/zip');
    expect(contentTypeOfKey('activities/1/a.pdf')).toBe('application/pdf');
    expect(contentTypeOfKey('x/y.exe')).toBe('application/octet-stream');
  });

  it('takes a name’s extension only when the feature allows it, whatever its case', () => {
    const rules = { extensions: ['pdf', 'zip'] as const, maxBytes: 10 };
    expect(allowedExtension('Report.PDF', rules)).toBe('pdf');
    expect(allowedExtension('archive.tar.zip', rules)).toBe('zip');
    expect(allowedExtension('notes.docx', rules)).toBeNull();
    expect(allowedExtension('pdf', rules)).toBeNull();
  });
});
