/** Chart colours: distinct from one another and from white, each paired with a text label in a legend. */
export const COLOURS = {
  self: '#4f46e5',
  counter: '#f59e0b',
  male: '#2563eb',
  female: '#db2777',
  other: '#7c3aed',
  members: '#0d9488',
} as const;
