/**
 * `npm run bench:search -- [--members N] [--years Y] [--keep | --reuse-gym <url>]`: only the member search figures of
 * `npm run bench` (DESIGN section 8: any member found in under a second at 100,000 members), on a generated gym whose
 * Arab members have names in Arabic script and most members a Qatar ID (issue 46, item 5). Generates the gym (members'
 * side only, default 100,000 members over 1 year: the search reads the members' table, whose size the years hardly
 * change), builds the read tables, starts both services, then times the desk's searches. BENCH_DATABASE_URL (or
 * DATABASE_URL) names a server to run on; otherwise an embedded PostgreSQL, which has no locale, as `npm start` runs.
 */
import { parseArgs } from 'node:util';
import { demoToken, startServices } from './app-services.js';
import { withMembersGym } from './members-gym.js';
import { measureMemberSearch } from './member-search-bench.js';
import { searchRows } from './member-search-rows.js';
import { formatCount, formatTable } from './format-table.js';

/** The desk issue's budget: any member found in under a second. */
const SEARCH_P95_BUDGET_MS = 1000;

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    years: { type: 'string', default: '1' },
    sample: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    'reuse-gym': { type: 'string' },
  },
});

await withMembersGym(
  { members: Number(values.members), years: Number(values.years), keep: values.keep, reuse: values['reuse-gym'] },
  async ({ url, pool }) => {
    const ctype = (
      await pool.query<{ ctype: string }>(
        `SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()`,
      )
    ).rows[0]!.ctype;
    console.log(`starting command-service and projection-service (database LC_CTYPE ${ctype}) ...`);
    const app = await startServices(url);
    try {
      const token = await demoToken(app.baseUrl, 'reception');
      console.log('measuring member search ...');
      const search = await measureMemberSearch(app.baseUrl, token, pool, Number(values.sample));
      const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM read.members')).rows[0]!.n);
      console.log(
        `\n${formatCount(total)} members, ${formatCount(search.withArabicName)} with a name in Arabic script\n`,
      );
      console.log(
        formatTable(
          [
            { title: 'figure', align: 'left' },
            { title: 'measured', align: 'right' },
            { title: 'budget', align: 'right' },
            { title: '', align: 'left' },
            { title: 'notes', align: 'left' },
          ],
          searchRows(search, SEARCH_P95_BUDGET_MS),
        ),
      );
      console.log(JSON.stringify({ bench: 'member-search', members: total, ctype, search }));
    } finally {
      await app.stop();
    }
  },
);
