import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { language } from '@gym/kernel/contracts/language';

const text = (max: number) => singleLine().trim().max(max, `At most ${max} characters`);
const note = (max: number) => multiLine().trim().max(max, `At most ${max} characters`);

/** Time zones this runtime knows (the server validates with Intl, the UI offers the same list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The gym settings form (spec's gym settings entity plus time zone and currency). */
export const gymSettingsInput = z.object({
  name: text(80).min(1, 'Gym name is required'),
  address: note(200),
  phone: text(40),
  email: z.union([z.literal(''), z.email('Enter a valid email address').max(120)]),
  website: z.union([z.literal(''), z.url('Enter a full address, e.g. https://example.com').max(200)]),
  description: note(1000),
  timeZone: singleLine().refine(isTimeZone, 'Unknown time zone'),
  currency: singleLine()
    .trim()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. QAR'),
  // Issue 46. Optional: a client that does not send them (an older integration) leaves them as they are.
  defaultLanguage: language.optional(),
  arabicIndicDigits: z.boolean().optional(),
  hijriDates: z.boolean().optional(),
});
export type GymSettingsInput = z.infer<typeof gymSettingsInput>;

export const gymSettings = gymSettingsInput.extend({
  logo: z.string(),
  defaultLanguage: language,
  arabicIndicDigits: z.boolean(),
  hijriDates: z.boolean(),
});
export type GymSettings = z.infer<typeof gymSettings>;

/** What the login screen may read without a session: who the gym is, and the language to greet a new browser in. */
export const publicGymSettings = gymSettings.pick({ name: true, logo: true, defaultLanguage: true });
export type PublicGymSettings = z.infer<typeof publicGymSettings>;

export const LOGO_MAX_BYTES = 1024 * 1024;
/** Raster images only: an uploaded SVG served from our origin could carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Defaults of a new gym: sample placeholders (spec), logo empty, Qatar's time zone and currency (DESIGN). */
export const DEFAULT_GYM_SETTINGS: GymSettings = {
  name: 'Gym',
  address: '123 Fitness Street, Doha',
  phone: '+974 4000 0000',
  email: 'info@example.com',
  website: 'https://example.com',
  description: 'Your neighbourhood gym.',
  logo: '',
  timeZone: 'Asia/Qatar',
  currency: 'QAR',
  defaultLanguage: 'en',
  arabicIndicDigits: false,
  hijriDates: false,
};

/** Settings as stored by any change, older ones included: what a change did not carry has its default. */
export function withDefaults(stored: Partial<GymSettings>): GymSettings {
  return { ...DEFAULT_GYM_SETTINGS, ...stored };
}
