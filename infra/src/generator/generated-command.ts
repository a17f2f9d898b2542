import type { EventMetadata, NewEvent } from '@gym/events/store/envelope';

/** One stream's part of a command, at the exact version the stream has when the command is appended. */
export interface ExactAppend {
  readonly streamId: string;
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
}

/**
 * What one action at the desk appends, as the app would: the streams it touches with their exact expected versions,
 * and who did it when. Its event ids derive from `commandId` (the idempotency key) exactly as the event store derives
 * them, so the bulk writer and an append through the port store the same events.
 */
export interface GeneratedCommand {
  readonly commandId: string;
  readonly metadata: EventMetadata;
  readonly appends: readonly ExactAppend[];
  /**
   * Appended by the app itself right after the command before it (a reactor's answer to it): a bulk writer keeps the
   * two in one transaction.
   */
  readonly follows?: boolean | undefined;
  /** Files the command's events refer to by URL (a receipt), stored beside the log, never in it. */
  readonly files?: readonly GeneratedFile[] | undefined;
  /** Fingerprint templates a reader uploaded with the command: the vault keeps them encrypted, never the log. */
  readonly templates?: readonly GeneratedTemplate[] | undefined;
}

/** A finger's template as a reader uploads it (ZKTeco's base64), for the template vault. */
export interface GeneratedTemplate {
  readonly memberId: string;
  readonly pin: string;
  readonly fingerIndex: number;
  readonly template: string;
}

/** An uploaded file as the files area stores it (`media.files`): its events only carry `/api/files/<id>`. */
export interface GeneratedFile {
  readonly id: string;
  readonly contentType: string;
  /** Who may download it: the permission of what it belongs to (a receipt: canViewFinancials). */
  readonly access: 'canViewFinancials';
  readonly uploadedBy: number | null;
  /** Made only when it is written. */
  readonly bytes: () => Buffer;
}

export function eventCount(command: GeneratedCommand): number {
  let count = 0;
  for (const append of command.appends) count += append.events.length;
  return count;
}
