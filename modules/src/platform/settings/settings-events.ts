import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { language } from '@gym/kernel/contracts/language';

export const GYM_SETTINGS_STREAM = 'gym-settings';

/** The whole settings record after a change (small, rarely changed: a full snapshot keeps readers simple). */
export const GymSettingsChanged = defineEvent(
  'GymSettingsChanged',
  z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    description: z.string(),
    /** URL of the uploaded logo (`/api/files/<id>`), or '' for none. The image itself is not in the log. */
    logo: z.string(),
    timeZone: z.string(),
    currency: z.string(),
    /**
     * How the UI speaks (issue 46): its language for a browser and account that have not chosen, Arabic-Indic digits
     * in Arabic, the Hijri date beside the Gregorian one. Absent from changes before they existed: the defaults.
     */
    defaultLanguage: language.optional(),
    arabicIndicDigits: z.boolean().optional(),
    hijriDates: z.boolean().optional(),
  }),
  { description: "The gym's settings were changed (name, contact, currency, time zone, ...)." },
);

export const settingsEvents = [GymSettingsChanged] as const;
export type SettingsEvent = EventOf<(typeof settingsEvents)[number]>;
