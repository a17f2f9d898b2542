/**
 * A member's status on a given day, computed when read (a day passing changes it without any event). Same order as
 * the check-in verdict: archived, no membership, cancelled, a status set by hand, frozen today, expired, active.
 * `$today` is the query parameter holding the gym-local day.
 */
export function memberStatusSql(alias: string, todayParam: string): string {
  const m = alias;
  return `CASE
    WHEN ${m}.archived THEN 'archived'
    WHEN ${m}.membership_id IS NULL THEN coalesce(${m}.manual_status, 'pending')
    WHEN ${m}.cancelled_on IS NOT NULL THEN 'cancelled'
    WHEN ${m}.manual_status IS NOT NULL THEN ${m}.manual_status
    WHEN ${m}.freeze_from <= ${todayParam}::date AND ${todayParam}::date <= ${m}.freeze_until THEN 'frozen'
    WHEN ${m}.expiry_date < ${todayParam}::date THEN 'expired'
    ELSE 'active'
  END`;
}
