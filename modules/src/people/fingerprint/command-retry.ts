import type { ScheduledJob } from '@gym/kernel/reaction/reactor';
import { deviceHandler } from './fingerprint-commands.js';
import { MAX_AUTOMATIC_RESENDS, resendDelayMs } from './device-decider.js';

/**
 * Readers lose answers (a dropped connection after they ran a command, a reboot mid-command). Every minute, each
 * command an approved reader took and has not answered for its wait (2 minutes, doubling with each resend) is handed
 * out again at the reader's next poll; after 5 resends it is left to staff, who see it on the page and may resend it.
 */
export const commandRetryJob: ScheduledJob = {
  name: 'fingerprint-command-retry',
  intervalMs: 60_000,
  async run(context) {
    const now = context.clock.now();
    const { rows } = await context.pool.query<{ serial: string; command_no: number; resends: number; sent_at: Date }>(
      `SELECT c.serial, c.command_no, c.resends, c.sent_at FROM read.fingerprint_commands c
       JOIN read.fingerprint_devices d ON d.serial = c.serial AND d.status = 'approved'
       WHERE c.status = 'sent' AND c.sent_at IS NOT NULL AND c.resends < $1 ORDER BY c.serial, c.command_no`,
      [MAX_AUTOMATIC_RESENDS],
    );
    const due = new Map<string, { commandNo: number; resends: number }[]>();
    for (const row of rows) {
      if (row.sent_at.getTime() + resendDelayMs(row.resends) > now.getTime()) continue;
      due.set(row.serial, [...(due.get(row.serial) ?? []), { commandNo: row.command_no, resends: row.resends }]);
    }
    for (const [serial, commands] of due) {
      // Keyed by what is resent and how often already: a job run that repeats after a crash appends nothing new.
      const key = `${serial}:${commands.map((c) => `${c.commandNo}.${c.resends}`).join(',')}`;
      await context.execute(
        key,
        deviceHandler({ type: 'Resend', serial, commandNos: commands.map((c) => c.commandNo), automatic: true }),
      );
    }
  },
};
