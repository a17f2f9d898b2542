import { useQuery } from '@tanstack/react-query';
import { healthDeclaration } from '@gym/modules/membership/contracts/contract-contracts';
import { apiGet } from '../../../lib/api-client';

/** The health answers of a signing: a file outside the log, served only to who may edit members. */
export function useHealthDeclaration(url: string | undefined) {
  return useQuery({
    queryKey: ['contracts', 'declaration', url],
    queryFn: ({ signal }) => apiGet(url!, healthDeclaration, { signal }),
    enabled: url !== undefined,
    // A stored file never changes.
    staleTime: Infinity,
  });
}
