import type { QueryKey } from '@tanstack/react-query';

/**
 * What each realtime topic invalidates (DESIGN section 1): the server emits `changed {topics, position}` after a
 * projector commits, and the UI refetches the queries under these key prefixes. A new area adds its line here.
 */
export const TOPIC_QUERY_KEYS: Readonly<Record<string, readonly QueryKey[]>> = {
  settings: [['settings']],
  // Roles and accounts; the signed-in user's own record too, so a changed role shows its new menu at once.
  accounts: [['roles'], ['users'], ['auth', 'me']],
  // Sent only to the clients whose own role, flags or name changed.
  me: [['auth', 'me']],
  plans: [['membership-plans']],
  classes: [['classes']],
  members: [['members']],
  // A check-in changes the day's list and the member's last visit.
  'check-ins': [['check-ins'], ['members']],
  // An invoice or payment changes billing lists and what a member owes.
  invoices: [['invoices'], ['members']],
  // Every dashboard figure and chart (GET /api/stats/*, /api/members?forDashboard=true).
  dashboard: [['stats'], ['members', 'for-dashboard']],
  'personal-training': [['personal-trainings'], ['trainers']],
};

export function queryKeysForTopics(topics: readonly string[]): QueryKey[] {
  return topics.flatMap((topic) => TOPIC_QUERY_KEYS[topic] ?? []);
}
