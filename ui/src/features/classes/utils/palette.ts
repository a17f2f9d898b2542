/**
 * The colours a class may have (issue 47): the server's eight (CLASS_COLOURS of the classes contract), each readable
 * with white text, with its name's id in the catalogue. Old classes without a colour read as the first.
 */
export const CLASS_COLOURS = [
  { value: '#2563eb', label: 'classes.colour.blue' },
  { value: '#16a34a', label: 'classes.colour.green' },
  { value: '#dc2626', label: 'classes.colour.red' },
  { value: '#9333ea', label: 'classes.colour.purple' },
  { value: '#ea580c', label: 'classes.colour.orange' },
  { value: '#0891b2', label: 'classes.colour.cyan' },
  { value: '#db2777', label: 'classes.colour.pink' },
  { value: '#4b5563', label: 'classes.colour.grey' },
] as const;
