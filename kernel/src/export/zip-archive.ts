import { deflateRawSync } from 'node:zlib';

/*
 * A minimal ZIP container (PKWARE APPNOTE 6.3): deflated entries, a central directory, no ZIP64, no encryption. Enough
 * for an .xlsx (Office Open XML is a ZIP of XML parts); written here instead of taking a dependency.
 */

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer | string;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** 1980-01-01 00:00 in MS-DOS time/date: the entries carry no meaningful time, so the file is the same every run. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * The fields an entry's local header and its central directory header both carry, in the same order from `at`:
 * version needed, flags, method, time, date, CRC-32, compressed and uncompressed sizes, name length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  entry: { crc: number; packedSize: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(20, at); // version needed: 2.0 (deflate)
  header.writeUInt16LE(0x0800, at + 2); // flags: names are UTF-8
  header.writeUInt16LE(8, at + 4); // method: deflate
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.packedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const packed = deflateRawSync(raw);
    const crc = crc32(raw);

    const fields = { crc, packedSize: packed.length, size: raw.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    local.writeUInt16LE(0, 28); // extra field length
    parts.push(local, name, packed);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    writeEntryFields(header, 6, fields);
    // extra, comment, disk, internal and external attributes: 0
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** Reads back what `zipArchive` writes (deflated or stored entries): for tests and for checking an export. */
export async function readZipArchive(file: Buffer): Promise<Map<string, Buffer>> {
  const { inflateRawSync } = await import('node:zlib');
  const endAt = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('Not a ZIP file: no end of central directory');
  const count = file.readUInt16LE(endAt + 10);
  let at = file.readUInt32LE(endAt + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken central directory');
    const method = file.readUInt16LE(at + 10);
    const crc = file.readUInt32LE(at + 16);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30);
    const comment = file.readUInt16LE(at + 32);
    const localAt = file.readUInt32LE(at + 42);
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + file.readUInt16LE(localAt + 26) + file.readUInt16LE(localAt + 28);
    const packed = file.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(packed) : Buffer.from(packed);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
