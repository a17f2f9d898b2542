import type { FeatureManifest } from '../../lib/feature';

/** /test-refund: the refund preview (any signed-in user may open it; the preview itself needs canViewFinancials). */
export const testRefundFeature = {
  name: 'test-refund',
  messages: (locale) => import(`./locales/${locale}.po`),
  // Its reads are under ['invoices'], which the invoices topic refreshes (billing maps it).
  routes: [{ path: 'test-refund', lazy: () => import('./routes/test-refund-page') }],
} as const satisfies FeatureManifest;
