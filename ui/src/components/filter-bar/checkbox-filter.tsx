/** A yes-only switch ("Owes money"): checked sets the filter, unchecked removes it. */
export function CheckboxFilter({
  label,
  checked,
  onCheck,
}: {
  label: string;
  checked: boolean;
  onCheck: (checked: true | undefined) => void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 self-end text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheck(event.target.checked || undefined)}
        className="size-4 accent-indigo-700"
      />
      {label}
    </label>
  );
}
