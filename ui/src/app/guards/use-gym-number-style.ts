import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../lib/api/get-settings';
import { setArabicIndicDigits } from '../../lib/i18n/i18n';

/** Follows the gym's choice of digits for Arabic screens (Settings → Language), pushed live like every setting. */
export function useGymNumberStyle(): void {
  // Never an error page for this: without the settings the digits stay Latin, and the page that needs them says why.
  const arabicIndicDigits = useQuery({ ...settingsQueryOptions(), throwOnError: false }).data?.arabicIndicDigits;
  useEffect(() => {
    if (arabicIndicDigits !== undefined) setArabicIndicDigits(arabicIndicDigits);
  }, [arabicIndicDigits]);
}
