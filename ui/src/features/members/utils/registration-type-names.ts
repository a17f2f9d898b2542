/** The message id of each kind of membership sale (the server's registration type), as the member's page names it. */
const REGISTRATION_TYPE_NAMES: Readonly<Record<string, string>> = {
  'New Registration': 'members.registration.new',
  Renewal: 'members.registration.renewal',
  Update: 'members.registration.update',
};

/** The message id of a registration type; undefined for one this UI does not know (shown as the server sent it). */
export function registrationTypeName(type: string): string | undefined {
  return REGISTRATION_TYPE_NAMES[type];
}
