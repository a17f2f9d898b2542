/**
 * A member's name in Arabic script under the Latin name shown as their name (issue 46, item 5): marked as Arabic and
 * laid out right to left whatever the page's language. Nothing when it is their only name (then it is the name shown)
 * or when they have none.
 */
export function ArabicName({
  member,
  className = 'text-xs text-slate-700',
}: {
  member: { memberName: string; nameArabic?: string | null | undefined };
  className?: string;
}) {
  if (!member.nameArabic || member.nameArabic === member.memberName) return null;
  return (
    <span lang="ar" dir="rtl" className={`block ${className}`}>
      {member.nameArabic}
    </span>
  );
}
