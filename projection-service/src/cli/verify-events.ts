// `npm run events:verify`: links what is not sealed yet, then checks the log's hash chain (issue 13, item 10).
import { sealEvents, verifyEventChain } from '@gym/events/postgres/event-chain';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';

const pool = createPool({ connectionString: requireDatabaseUrl(), applicationName: 'events:verify', max: 2 });
try {
  const sealed = await sealEvents(pool);
  const report = await verifyEventChain(pool);
  if (sealed > 0) console.log(`sealed ${sealed} new events first`);
  if (report.ok) {
    console.log(
      `OK: ${report.checked} events checked, chain intact` +
        (report.head ? `; head link ${report.head.seq} ${report.head.hash}` : '') +
        (report.unsealed ? `; ${report.unsealed} committed since, not sealed yet` : ''),
    );
  } else {
    console.error(`TAMPERED: ${report.first!.message}`);
    console.error(`${report.problemCount} problem(s) in ${report.checked} links; the first ${report.problems.length}:`);
    for (const problem of report.problems) console.error(`  ${problem.kind.padEnd(8)} ${problem.message}`);
    process.exitCode = 1;
  }
} finally {
  await pool.end();
}
