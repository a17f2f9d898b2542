import type { measureMemberSearch } from './member-search-bench.js';
import { formatCount } from './format-table.js';
import { ms } from './percentiles.js';

type SearchFigures = Awaited<ReturnType<typeof measureMemberSearch>>;

/** The member search's rows of the bench's table (`npm run bench` and `npm run bench:search`): figure, budget, verdict. */
export function searchRows(search: SearchFigures, budgetMs: number): string[][] {
  const row = (what: string, figures: SearchFigures['lookup'], note: string) => [
    `${what} p50 / p95`,
    `${ms(figures.p50)} / ${ms(figures.p95)}`,
    `p95 < ${formatCount(budgetMs)} ms`,
    figures.p95 < budgetMs ? 'PASS' : 'FAIL',
    `${figures.searches} searches (${note}), ${figures.found} found something`,
  ];
  const typed = 'number, 3 letters, full name, phone digits, Arabic name, Qatar ID';
  const arabic = `Arabic names spelled otherwise and first words; ${formatCount(search.withArabicName)} members have one`;
  return [
    row('GET /api/members/lookup', search.lookup, `${typed}; check-in search`),
    row('GET /api/members?search=', search.table, `${typed}; table view, 25 a page`),
    row('GET /api/members/lookup, Arabic', search.arabicLookup, arabic),
    row('GET /api/members?search=, Arabic', search.arabicTable, arabic),
  ];
}
