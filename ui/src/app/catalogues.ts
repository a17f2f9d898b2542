import type { FeatureManifest } from '../lib/feature';
import { registerCatalogue } from '../lib/i18n/i18n';
import { features } from './features';

/** Where each feature's message catalogue comes from (the shared one is the translator's own: lib/i18n/i18n.ts). */
export function registerCatalogues(): void {
  for (const feature of features as readonly FeatureManifest[]) {
    if (feature.messages) registerCatalogue(feature.name, feature.messages);
  }
}
