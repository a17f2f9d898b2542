import type { FeatureManifest } from '../../lib/feature';

/**
 * The shell's system notices (the "figures may be behind" notice): no page of its own, only its message catalogue,
 * loaded when a notice first shows.
 */
export const systemFeature = {
  name: 'system',
  messages: (locale) => import(`./locales/${locale}.po`),
} as const satisfies FeatureManifest;
