import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

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
  }),
  { description: "The gym's settings were changed (name, contact, currency, time zone, ...)." },
);

export const settingsEvents = [GymSettingsChanged] as const;
export type SettingsEvent = EventOf<(typeof settingsEvents)[number]>;
