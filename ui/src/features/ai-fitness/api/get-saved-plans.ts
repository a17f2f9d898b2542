/** The query key of a member's saved plans (GET /api/ai-fitness/plans?memberId=); the topic `fitness-plans` refetches it. */
export const savedPlansQueryKey = (memberId: string) => ['fitness-plans', memberId] as const;
