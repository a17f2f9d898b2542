import { Bot } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

/** The AI fitness advisor: every signed-in user (spec section 2). */
export const aiFitnessFeature = {
  name: 'ai-fitness',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [{ path: 'ai-fitness', lazy: () => import('./routes/ai-fitness-page') }],
  nav: [{ to: '/ai-fitness', label: 'nav.aiFitness', icon: Bot, position: 20 }],
  topics: { 'fitness-plans': [['fitness-plans']] },
} as const satisfies FeatureManifest;
