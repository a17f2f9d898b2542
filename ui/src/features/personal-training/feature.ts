import { Dumbbell } from 'lucide-react';
import type { FeatureManifest } from '../../lib/feature';

export const personalTrainingFeature = {
  name: 'personal-training',
  messages: (locale) => import(`./locales/${locale}.po`),
  routes: [
    { path: 'personal-training', permission: 'canViewPT', lazy: () => import('./routes/personal-training-page') },
  ],
  nav: [
    { to: '/personal-training', label: 'nav.personalTraining', icon: Dumbbell, permission: 'canViewPT', position: 60 },
  ],
  topics: { 'personal-training': [['personal-trainings'], ['trainers']] },
} as const satisfies FeatureManifest;
