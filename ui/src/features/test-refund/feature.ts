import type { FeatureManifest } from '../../lib/feature';

/** /test-refund: the refund preview (any signed-in user may open it; the preview itself needs canViewFinancials). */
export const testRefundFeature = {
  name: 'test-refund',
  routes: [{ path: 'test-refund', lazy: () => import('./routes/test-refund-page') }],
  // A payment or refund anywhere changes what a refund would do.
  topics: { invoices: [['refund-test']] },
} as const satisfies FeatureManifest;
