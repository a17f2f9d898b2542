import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { dateOf } from './gym-calendar.js';
import { drawFirstName, drawPerson } from './names.js';
import { Random } from './random.js';
import { arabicNameOf } from './arabic-names.js';

/** Doha districts with their zone numbers, for addresses in Qatar's zone / street / building form. */
const DISTRICTS: readonly (readonly [string, number])[] = [
  ['Al Sadd', 38],
  ['West Bay', 61],
  ['The Pearl', 66],
  ['Al Wakrah', 90],
  ['Lusail', 69],
  ['Al Rayyan', 53],
  ['Bin Mahmoud', 22],
  ['Al Mansoura', 25],
  ['Najma', 26],
  ['Old Airport', 45],
  ['Al Hilal', 43],
  ['Madinat Khalifa', 34],
  ['Al Gharafa', 51],
  ['Al Waab', 55],
  ['Muaither', 54],
  ['Ain Khaled', 56],
  ['Fereej Bin Omran', 35],
  ['Umm Ghuwailina', 27],
  ['Al Duhail', 33],
  ['Abu Hamour', 56],
];

const EMAIL_DOMAINS: readonly (readonly [string, number])[] = [
  ['gmail.com', 55],
  ['hotmail.com', 15],
  ['outlook.com', 12],
  ['yahoo.com', 10],
  ['icloud.com', 8],
];

const NOTES: readonly string[] = [
  'Knee injury: avoid heavy squats.',
  'Prefers morning sessions.',
  'Corporate discount through employer.',
  'Asthma, carries an inhaler.',
  'Referred by a friend.',
  'Student ID checked at the desk.',
  'Lower back pain, cleared by doctor.',
  'Wants nutrition advice.',
  'Travels often for work.',
  'Training for a marathon.',
];

/** Mobile numbers in Qatar: +974 and eight digits starting with 3, 5, 6 or 7. */
export function drawQatarPhone(random: Random): string {
  const first = random.weighted([
    ['3', 30],
    ['5', 35],
    ['6', 25],
    ['7', 10],
  ] as const);
  return `+974 ${first}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

function emailOf(random: Random, firstName: string, lastName: string): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  const first = clean(firstName);
  const last = clean(lastName);
  const local = random.weighted([
    [`${first}.${last}`, 40],
    [`${first}${last}${random.int(1, 99)}`, 30],
    [`${first[0] ?? 'x'}${last}`, 15],
    [`${first}_${random.int(80, 2005)}`, 15],
  ] as const);
  return `${local}@${random.weighted(EMAIL_DOMAINS)}`;
}

export interface DrawnMember {
  readonly profile: MemberProfile;
  /** Age on the join day (drives the student plan). */
  readonly age: number;
}

/** A new member's record as the desk types it at registration: mostly complete, with the gaps real forms have. */
export function drawMemberProfile(random: Random, joinDay: number): DrawnMember {
  const person = drawPerson(random);
  const age = Math.round(Math.min(68, Math.max(16, random.normal(31, 9))));
  const [district, zone] = random.pick(DISTRICTS);
  const weight =
    person.gender === 'male'
      ? Math.min(140, Math.max(52, random.normal(82, 13)))
      : Math.min(120, Math.max(42, random.normal(66, 12)));
  const hasEmergencyContact = random.chance(0.5);
  const relativeGender = random.chance(0.5) ? 'male' : 'female';
  return {
    age,
    profile: {
      firstName: person.firstName,
      lastName: person.lastName,
      phone: drawQatarPhone(random),
      gender: person.gender,
      email: random.chance(0.7) ? emailOf(random, person.firstName, person.lastName) : null,
      nationality: random.chance(0.97) ? person.nationality : null,
      address: random.chance(0.6)
        ? `Zone ${zone}, Street ${random.int(200, 990)}, Building ${random.int(1, 80)}, ${district}, Doha`
        : null,
      dateOfBirth: random.chance(0.85) ? dateOf(joinDay - age * 365 - random.int(0, 364)) : null,
      weight: random.chance(0.85) ? Math.round(weight * 10) / 10 : null,
      emergencyContact: hasEmergencyContact
        ? `${drawFirstName(random, person.nationality, relativeGender)} ${person.lastName}`
        : null,
      emergencyPhone: hasEmergencyContact ? drawQatarPhone(random) : null,
      notes: random.chance(0.03) ? random.pick(NOTES) : null,
      // Drawn afterwards from the member's own generator (`drawIdentity`), so the rest of a seed's gym stays the same.
      nameArabic: null,
      qatarId: null,
      preferredLanguage: null,
    },
  };
}

/** Nationalities whose members speak Arabic at the desk. */
const ARABIC_SPEAKING = new Set([
  'Qatari',
  'Egyptian',
  'Jordanian',
  'Syrian',
  'Lebanese',
  'Palestinian',
  'Sudanese',
  'Tunisian',
  'Moroccan',
]);

/** A member's own generator, from their id: what it draws leaves the gym's generator (and so the rest) unchanged. */
export function memberRandom(memberId: string): Random {
  let hash = 0x811c9dc5;
  for (let i = 0; i < memberId.length; i++) hash = Math.imul(hash ^ memberId.charCodeAt(i), 0x01000193);
  return new Random(hash >>> 0);
}

/**
 * The fields of issue 46, item 5 for a drawn member: the Arabic name for most Arab members (when their names have an
 * Arabic spelling in arabic-names.ts), whether the desk records a Qatar ID (most members, nearly every Qatari), and a
 * preferred language for some.
 */
export function drawIdentity(
  random: Random,
  profile: MemberProfile,
): { nameArabic: string | null; hasQatarId: boolean; preferredLanguage: 'en' | 'ar' | null } {
  const arab = ARABIC_SPEAKING.has(profile.nationality ?? '');
  const qatari = profile.nationality === 'Qatari';
  const arabic = arabicNameOf(profile.firstName, profile.lastName);
  return {
    nameArabic: arabic && random.chance(qatari ? 0.95 : 0.75) ? arabic : null,
    hasQatarId: random.chance(qatari ? 0.95 : 0.7),
    preferredLanguage: arab ? (random.chance(0.5) ? 'ar' : null) : random.chance(0.2) ? 'en' : null,
  };
}

/**
 * A Qatar ID for a member: 2 for a citizen, 3 for a resident, the last two digits of the birth year (or of a year
 * drawn from the member number), then eight digits made from the member number by a one-to-one mix, so that no two
 * member numbers give the same ID.
 */
export function qatarIdOf(memberNumber: number, profile: MemberProfile): string {
  const year = profile.dateOfBirth ? Number(profile.dateOfBirth.slice(2, 4)) : 60 + (memberNumber % 40);
  // 48271 is prime to 10^8, so n → 48271·n + 12345 (mod 10^8) takes each of 10^8 numbers to a different one.
  const mixed = (Number((BigInt(memberNumber) * 48271n + 12345n) % 100_000_000n) + 100_000_000) % 100_000_000;
  const first = profile.nationality === 'Qatari' ? '2' : '3';
  return `${first}${String(year % 100).padStart(2, '0')}${String(mixed).padStart(8, '0')}`;
}
