import type { LucideIcon } from 'lucide-react';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import { NotAvailable } from '../components/feedback/not-available';
import type { FeatureManifest } from '../lib/feature';

/**
 * A page of an area built by a later issue: its heading and "not available yet", never invented data, with its
 * navigation entry where the spec puts it. The area's real feature replaces its line in `features.ts`.
 */
export function upcomingArea(area: {
  path: string;
  title: string;
  permission?: PermissionFlag;
  nav?: { icon: LucideIcon; position: number };
}): Omit<FeatureManifest, 'topics'> {
  const { path, title, permission, nav } = area;
  return {
    name: path,
    routes: [{ path, ...(permission ? { permission } : {}), element: <NotAvailable title={title} /> }],
    nav: nav ? [{ to: `/${path}`, label: title, ...(permission ? { permission } : {}), ...nav }] : [],
  };
}
