import type { MemberProfile } from '@gym/modules/membership/members/member-events';
import { dateOf } from './gym-calendar.js';
import { drawFirstName, drawPerson } from './names.js';
import type { Random } from './random.js';

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
    },
  };
}
