import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';

/** One line of `events:export` (events/src/export/ndjson-export.ts). */
const exportedEvent = z.object({
  position: z.number().int().positive(),
  streamId: z.string().min(1),
  streamVersion: z.number().int().positive(),
  eventId: z.uuid(),
  type: z.string().min(1),
  schemaVersion: z.number().int().positive(),
  data: z.json(),
  metadata: z.object({ at: z.string(), actorName: z.string(), correlationId: z.string() }).loose(),
});
export type ExportedEvent = z.infer<typeof exportedEvent>;

/** A line of the file that cannot be replayed; `line` is 1-based, as an editor shows it. */
export class BadExportLine extends Error {
  override readonly name = 'BadExportLine';
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/**
 * The events of an export file in order, checked as they are read: each line an event, the global positions 1, 2, 3…
 * with nothing missing and nothing out of order, and each stream's versions 1, 2, 3… likewise. A file that fails
 * names its first bad line. Reads line by line, so memory holds one line and one version per stream.
 *
 * Why positions must run without a gap: a replay keeps every event's position (the hash chain and every reader's
 * checkpoint name it), and a whole export of a log written through the append function has none. A file that starts
 * after 1 is an export of part of the log (`--from`), which cannot rebuild a system.
 */
export async function* readExportFile(path: string): AsyncGenerator<ExportedEvent> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  const versions = new Map<string, number>();
  let previous = 0;
  let lineNo = 0;
  try {
    // One iterator for the whole file: a bad line may read on to the end (`findPosition`) before it is reported.
    const iterator = lines[Symbol.asyncIterator]();
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      const text = next.value;
      lineNo++;
      if (text.trim() === '') continue;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new BadExportLine(lineNo, 'is not JSON');
      }
      const parsed = exportedEvent.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new BadExportLine(
          lineNo,
          `is not an exported event (${issue.path.join('.') || 'line'}: ${issue.message})`,
        );
      }
      const event = parsed.data;
      if (event.position <= previous) {
        throw new BadExportLine(
          lineNo,
          `position ${event.position} comes after position ${previous}: the events are out of order`,
        );
      }
      if (event.position !== previous + 1) {
        if (previous === 0) {
          throw new BadExportLine(
            lineNo,
            `the file starts at position ${event.position}, not 1: it is part of a log (an export with --from), not a whole one`,
          );
        }
        // A jump: the missing position is either later in the file (reordered) or nowhere (a gap). Read on to tell.
        const later = await findPosition(iterator, previous + 1, lineNo);
        throw new BadExportLine(
          lineNo,
          later !== null
            ? `position ${event.position} comes before position ${previous + 1} (line ${later}): the events are out of order`
            : `position ${event.position} follows position ${previous}: ` +
                (event.position === previous + 2
                  ? `position ${previous + 1} is missing`
                  : `positions ${previous + 1}–${event.position - 1} are missing`),
        );
      }
      const streamVersion = versions.get(event.streamId) ?? 0;
      if (event.streamVersion !== streamVersion + 1) {
        throw new BadExportLine(
          lineNo,
          `stream ${event.streamId} goes from version ${streamVersion} to ${event.streamVersion}: ` +
            (event.streamVersion <= streamVersion ? 'out of order' : 'versions are missing'),
        );
      }
      versions.set(event.streamId, event.streamVersion);
      previous = event.position;
      yield event;
    }
  } finally {
    // A refused file is left part-read: close it.
    lines.close();
  }
}

/** The line number at which `position` appears in the rest of the file, or null. */
async function findPosition(lines: AsyncIterator<string>, position: number, lineNo: number): Promise<number | null> {
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    lineNo++;
    // The export writes the position first, so the first match is the event's own.
    const match = /"position":(\d+)/.exec(next.value);
    if (match && Number(match[1]) === position) return lineNo;
  }
  return null;
}
