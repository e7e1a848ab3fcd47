import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a zip, in the order it is written. */
export interface ZipPart {
  name: string;
  content: string | Buffer;
}

/**
 * A zip written by hand, parts in exactly the given order (tests of readers that stream a zip: the order
 * of its parts is what they depend on). Deflated, as office suites write them; `descriptors` puts the
 * sizes and checksum after each part's data (general purpose bit 3), as Excel does, instead of in its
 * local header.
 */
export function zip(parts: readonly ZipPart[], { descriptors = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const data = deflateRawSync(raw);
    const name = Buffer.from(part.name, 'utf8');
    const crc = crc32(raw);
    const flags = 0x0800 | (descriptors ? 0x0008 : 0); // UTF-8 names; sizes after the data
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(descriptors ? 0 : crc, 14);
    local.writeUInt32LE(descriptors ? 0 : data.length, 18);
    local.writeUInt32LE(descriptors ? 0 : raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const descriptor = Buffer.alloc(descriptors ? 16 : 0);
    if (descriptors) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(raw.length, 12);
    }
    locals.push(local, name, data, descriptor);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6); // needed
    entry.writeUInt16LE(flags, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(0, 12);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += local.length + name.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
