/** The shared catalogue's name: the app shell, the kit, the sign-in screen and the navigation. */
export const SHARED = 'shared';

/**
 * The kit's dialogs and documents (`kitDialogs.` ids): apart from the shared catalogue so that signing in and the
 * dashboard do not carry them; every page that does not say `kitDialogsOnUse` loads it with its code (app/router.tsx).
 */
export const KIT_DIALOGS = 'kitDialogs';

/** The first parts of the shared catalogue's ids; any other first part is a feature's name. */
const SHARED_PREFIXES = new Set(['app', 'kit', 'nav', 'auth']);

/** The catalogue a message id belongs to, by its first part (`members.table.member` is the members feature's). */
export function catalogueOf(id: string): string {
  const prefix = id.slice(0, id.indexOf('.'));
  return SHARED_PREFIXES.has(prefix) ? SHARED : prefix;
}
