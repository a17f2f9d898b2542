import { describe, it } from 'vitest';
import type { SettingsEvent } from './settings-events.js';
import { DEFAULT_GYM_SETTINGS } from './settings-contracts.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { settingsDecider } from './settings-decider.js';

const spec = deciderSpec(settingsDecider);
const { logo: _logo, ...defaults } = DEFAULT_GYM_SETTINGS;

describe('settings decider', () => {
  it('records the whole settings record after a change, keeping the logo', () => {
    const withLogo: SettingsEvent = {
      type: 'GymSettingsChanged',
      data: { ...DEFAULT_GYM_SETTINGS, logo: '/api/files/a' },
    };
    spec
      .given([withLogo])
      .when({ type: 'ChangeSettings', settings: { ...defaults, name: 'Pulse Fitness' } })
      .then([
        { type: 'GymSettingsChanged', data: { ...DEFAULT_GYM_SETTINGS, name: 'Pulse Fitness', logo: '/api/files/a' } },
      ]);
  });

  it('records nothing when nothing changes', () => {
    spec.given([]).when({ type: 'ChangeSettings', settings: defaults }).thenNothing();
    spec.given([]).when({ type: 'ChangeLogo', logo: '' }).thenNothing();
  });

  it('changes and removes the logo', () => {
    spec
      .given([])
      .when({ type: 'ChangeLogo', logo: '/api/files/b' })
      .then([{ type: 'GymSettingsChanged', data: { ...DEFAULT_GYM_SETTINGS, logo: '/api/files/b' } }]);
  });

  it('reads a change from before the language settings with their defaults, and keeps them when a change leaves them out (issue 46)', () => {
    const { defaultLanguage: _l, arabicIndicDigits: _d, hijriDates: _h, ...before } = DEFAULT_GYM_SETTINGS;
    const olderChange: SettingsEvent = { type: 'GymSettingsChanged', data: { ...before, name: 'Old Gym' } };
    const arabic: SettingsEvent = {
      type: 'GymSettingsChanged',
      data: { ...DEFAULT_GYM_SETTINGS, defaultLanguage: 'ar', arabicIndicDigits: true, hijriDates: true },
    };
    spec
      .given([olderChange])
      .when({
        type: 'ChangeSettings',
        settings: { ...defaults, defaultLanguage: 'ar', arabicIndicDigits: true, hijriDates: true },
      })
      .then([arabic]);
    // A client that sends only the form's older fields leaves the language settings as they are.
    const { defaultLanguage: _a, arabicIndicDigits: _b, hijriDates: _c, ...olderForm } = defaults;
    spec
      .given([arabic])
      .when({ type: 'ChangeSettings', settings: { ...olderForm, name: 'Pulse Fitness' } })
      .then([{ type: 'GymSettingsChanged', data: { ...arabic.data, name: 'Pulse Fitness' } }]);
  });
});
