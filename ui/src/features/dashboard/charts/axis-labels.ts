/**
 * Fitting category names under their bars (issue 10, item 13: long plan names ran into each other). The chart's
 * labels are 11 px system-font text; this width per character is a little above the average of such text, so a label
 * cut to it stays inside its room. The full name is in the tooltip and in the chart's accessible label.
 */
export const LABEL_CHAR_PX = 6.6;
/** Space kept free between two neighbouring labels. */
const LABEL_GAP_PX = 6;

/** `label` as it fits `room` pixels: whole, or cut with an ellipsis; at least one character and the ellipsis. */
export function fitLabel(label: string, room: number): string {
  const chars = Math.floor(Math.max(0, room - LABEL_GAP_PX) / LABEL_CHAR_PX);
  if (label.length <= chars) return label;
  return `${label.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}
