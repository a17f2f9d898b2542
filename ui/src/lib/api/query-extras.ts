/**
 * What a screen adds to an endpoint's query options: how fresh it must be and how often it polls (the dashboard's live
 * reads), and whether to read at all (false for a user the server would refuse).
 */
export interface QueryExtras {
  readonly staleTime?: number;
  readonly refetchInterval?: number | false;
  readonly enabled?: boolean;
}
