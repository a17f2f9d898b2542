/**
 * The gym's settings as a test saves them to change nothing but the name (`PUT /api/settings`): the gym's time zone
 * and currency, every other field empty.
 */
export function gymSettings(name: string) {
  return {
    name,
    address: '',
    phone: '',
    email: '',
    website: '',
    description: '',
    timeZone: 'Asia/Qatar',
    currency: 'QAR',
  };
}
