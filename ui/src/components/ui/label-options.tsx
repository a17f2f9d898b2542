/**
 * A select's options from a table of value → words (payment methods, leave types, campaign triggers), in the table's
 * order.
 */
export function LabelOptions({ labels }: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
