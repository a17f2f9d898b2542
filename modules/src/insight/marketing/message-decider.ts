import type { Decider } from '@gym/kernel/commands/decider';
import type { MessageEvent } from './marketing-events.js';
import { marketingRefusals } from './marketing-refusals.js';

/** Attempts before a message is given up, and the wait after the first failure (doubling each time). */
export const MAX_ATTEMPTS = 5;
export const FIRST_RETRY_MS = 60_000;

export const retryDelayMs = (attempt: number) => FIRST_RETRY_MS * 2 ** (attempt - 1);

export interface MessageState {
  readonly status: 'none' | 'queued' | 'dispatching' | 'sent' | 'failed' | 'skipped';
  readonly attempts: number;
  readonly leaseUntil: string | null;
  readonly retryAt: string | null;
}

export type MessageCommand =
  | { type: 'QueueMessage'; queued: Extract<MessageEvent, { type: 'MessageQueued' }>['data'] }
  | { type: 'DispatchMessage'; messageId: string; now: Date; leaseMs: number }
  | { type: 'RecordSent'; messageId: string; attempt: number; providerMessageId: string | null }
  | { type: 'RecordFailure'; messageId: string; attempt: number; reason: string; permanent: boolean; now: Date }
  | { type: 'SkipMessage'; messageId: string; reason: 'opted-out' | 'no-address' };

const open = (s: MessageState) => s.status === 'queued' || s.status === 'dispatching';

/**
 * One outbox entry. Queued once per (campaign, run, member): queueing again changes nothing. A worker takes it for
 * one attempt with a lease; the stream's version makes two workers' takes conflict, so only one sends. A lease that
 * ran out (the worker died mid-send) lets another worker try again, as a further attempt.
 */
export const messageDecider: Decider<MessageState, MessageCommand, MessageEvent> = {
  initialState: () => ({ status: 'none', attempts: 0, leaseUntil: null, retryAt: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'MessageQueued':
        return { ...state, status: 'queued' };
      case 'MessageDispatching':
        return { ...state, status: 'dispatching', attempts: event.data.attempt, leaseUntil: event.data.leaseUntil };
      case 'MessageSent':
        return { ...state, status: 'sent', leaseUntil: null };
      case 'MessageAttemptFailed':
        return { ...state, status: 'queued', leaseUntil: null, retryAt: event.data.retryAt };
      case 'MessageFailed':
        return { ...state, status: 'failed', leaseUntil: null };
      case 'MessageSkipped':
        return { ...state, status: 'skipped', leaseUntil: null };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'QueueMessage':
        return state.status === 'none' ? [{ type: 'MessageQueued', data: command.queued }] : [];
      case 'DispatchMessage': {
        const now = command.now.getTime();
        const due =
          (state.status === 'queued' && (state.retryAt === null || Date.parse(state.retryAt) <= now)) ||
          (state.status === 'dispatching' && state.leaseUntil !== null && Date.parse(state.leaseUntil) <= now);
        if (!due) throw marketingRefusals.refuse('not_due');
        const attempt = state.attempts + 1;
        if (attempt > MAX_ATTEMPTS) {
          return [
            {
              type: 'MessageFailed',
              data: { messageId: command.messageId, attempt: state.attempts, reason: 'No answer from the provider' },
            },
          ];
        }
        return [
          {
            type: 'MessageDispatching',
            data: {
              messageId: command.messageId,
              attempt,
              leaseUntil: new Date(now + command.leaseMs).toISOString(),
            },
          },
        ];
      }
      case 'RecordSent':
        if (state.status === 'sent') return [];
        if (state.status !== 'dispatching' || state.attempts !== command.attempt)
          throw marketingRefusals.refuse('attempt_superseded');
        return [
          {
            type: 'MessageSent',
            data: {
              messageId: command.messageId,
              attempt: command.attempt,
              providerMessageId: command.providerMessageId,
            },
          },
        ];
      case 'RecordFailure': {
        if (state.status !== 'dispatching' || state.attempts !== command.attempt)
          throw marketingRefusals.refuse('attempt_superseded');
        const { messageId, attempt, reason } = command;
        if (command.permanent || attempt >= MAX_ATTEMPTS)
          return [{ type: 'MessageFailed', data: { messageId, attempt, reason } }];
        const retryAt = new Date(command.now.getTime() + retryDelayMs(attempt)).toISOString();
        return [{ type: 'MessageAttemptFailed', data: { messageId, attempt, reason, retryAt } }];
      }
      case 'SkipMessage':
        return open(state)
          ? [{ type: 'MessageSkipped', data: { messageId: command.messageId, reason: command.reason } }]
          : [];
    }
  },
};
