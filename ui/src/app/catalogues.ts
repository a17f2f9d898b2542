import type { FeatureManifest } from '../lib/feature';
import { SHARED } from '../lib/i18n/catalogue-names';
import { registerCatalogue } from '../lib/i18n/i18n';
import { features } from './features';

/** Where each message catalogue comes from: the shared one (shell, kit, sign-in) and each feature's own. */
export function registerCatalogues(): void {
  registerCatalogue(SHARED, (locale) => import(`../locales/${locale}.po`));
  for (const feature of features as readonly FeatureManifest[]) {
    if (feature.messages) registerCatalogue(feature.name, feature.messages);
  }
}
