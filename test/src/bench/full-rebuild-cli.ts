/**
 * `npm run bench:rebuild -- --reuse-gym <url> [--only a,b] [--each] [--snapshots]`: only the full rebuild, on a gym
 * generated before (e.g. a copy `CREATE DATABASE mine TEMPLATE <generated>`), to measure a rebuild change without
 * regenerating the log or running the rest of `bench:events`. `--only` rebuilds the named projectors; `--each` rebuilds
 * them one at a time, to see what each costs in CPU; `--snapshots` rebuilds as projection-service does at start: every
 * table swapped in (the figure), then time travel's snapshots in a second pass, timed apart. Prints one line per
 * rebuild, then the figures as JSON.
 */
import { parseArgs } from 'node:util';
import { projectors } from '@gym/projection-service/projectors';
import { measureReusedGymRebuild } from './full-rebuild-bench.js';
import type { GymRebuildFigures } from './full-rebuild-bench.js';
import { formatCount } from './format-table.js';
import { snapshotInterval, timeTravelProjectors } from '@gym/kernel/projection/as-of/as-of-snapshots';

const { values } = parseArgs({
  options: {
    'reuse-gym': { type: 'string' },
    only: { type: 'string' },
    each: { type: 'boolean', default: false },
    snapshots: { type: 'boolean', default: false },
  },
});
const url = values['reuse-gym'];
if (!url) throw new Error('--reuse-gym <url of a generated gym> is required');
const names = values.only?.split(',');
const chosen = names ? projectors.filter((p) => names.includes(p.name)) : projectors;
if (names && chosen.length !== names.length) throw new Error(`--only names unknown projectors: ${values.only}`);

const describe = (gym: GymRebuildFigures, what: string) =>
  `${what}: ${formatCount(gym.adapter.events)} events in ${formatCount(gym.adapter.milliseconds)} ms = ` +
  `${formatCount(gym.adapter.eventsPerSecond)} events/s, ${gym.ratio.toFixed(2)} of the set-based insert ceiling ` +
  `(${formatCount(gym.ceiling.eventsPerSecond)} events/s); CPU: node ${formatCount(gym.cpuMs.node)} ms, ` +
  `PostgreSQL server ${gym.cpuMs.postgres === null ? 'unknown' : `${formatCount(gym.cpuMs.postgres)} ms`}` +
  (gym.snapshotsMs === null ? '' : `; then time travel's snapshots in ${formatCount(gym.snapshotsMs)} ms more`);

for (const group of values.each ? chosen.map((p) => [p]) : [chosen]) {
  // As projection-service rebuilds at start (a new version of a projector): the snapshots after the swap.
  const snapshots = values.snapshots
    ? { every: snapshotInterval(), projectors: timeTravelProjectors(projectors) }
    : undefined;
  const gym = await measureReusedGymRebuild(url, group, !values.each, snapshots);
  const what = group.length === 1 ? group[0]!.name : `${group.length} projectors, ${formatCount(gym.members)} members`;
  console.log(describe(gym, what));
  console.log(JSON.stringify(gym));
}
