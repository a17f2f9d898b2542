/** What the sidebar needs of an entry to tell whether it is the current page's. */
interface NavTarget {
  readonly to: string;
  readonly end?: boolean | undefined;
}

/** Whether a path is the entry's page or one below it (`/classes/x` is below `/classes`, `/classes-x` is not). */
function matches(pathname: string, item: NavTarget): boolean {
  if (pathname === item.to) return true;
  if (item.end) return false;
  const base = item.to.endsWith('/') ? item.to : `${item.to}/`;
  return pathname.startsWith(base);
}

/**
 * The entry the current page belongs to: of the entries whose path the page is at or below, the most specific.
 * One entry only: /classes/reports is Class Reports', not also Classes' (whose occurrence pages stay its own).
 */
export function activeNavTarget(pathname: string, items: readonly NavTarget[]): string | undefined {
  let best: string | undefined;
  for (const item of items) {
    if (matches(pathname, item) && (best === undefined || item.to.length > best.length)) best = item.to;
  }
  return best;
}
