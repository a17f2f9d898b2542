import type { FeatureManifest, NavItem } from '../../lib/feature';
import { features } from '../features';

export type { NavItem } from '../../lib/feature';

/** The side navigation in the spec's order (section 1): every feature's entries, by position. */
export const NAV_ITEMS: readonly NavItem[] = (features as readonly FeatureManifest[])
  .flatMap((feature) => feature.nav ?? [])
  .sort((a, b) => a.position - b.position)
  .map(({ position: _position, ...item }) => item);
