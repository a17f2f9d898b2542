/**
 * The dashboard's figures (`GET /api/stats/dashboard`, the spec's fields) by who may read them: the counts everyone
 * who sees the dashboard gets, the money figures (canViewFinancials) and the personal-training ones (canViewPT).
 */
export const DASHBOARD_FIGURES = {
  counts: [
    'totalMembers',
    'checkInsToday',
    'activeMembers',
    'activeMaleMembers',
    'activeFemaleMembers',
    'expiredMembers',
    'expiredMaleMembers',
    'expiredFemaleMembers',
  ],
  money: ['monthlyRevenue', 'percentageChange', 'pastDuePayments', 'totalDueAmount'],
  pt: ['totalPTAmount', 'monthlyPTAmount', 'trainerPTStats'],
} as const;
