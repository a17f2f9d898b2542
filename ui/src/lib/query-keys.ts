import type { QueryKey } from '@tanstack/react-query';

/** What a check-in changes: the day's lists and the member's last visit (also what the check-ins topic refreshes). */
export const CHECK_IN_REFRESH_KEYS: readonly QueryKey[] = [['check-ins'], ['members']];
