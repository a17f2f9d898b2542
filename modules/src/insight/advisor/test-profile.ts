/** The advisor tests' member: a man of 30, 180 cm and 80 kg, building muscle four days a week in a full gym. */
export const TEST_PROFILE = {
  goal: 'build-muscle',
  age: 30,
  sex: 'male',
  heightCm: 180,
  weightKg: 80,
  experience: 'intermediate',
  daysPerWeek: 4,
  equipment: 'full-gym',
} as const;
