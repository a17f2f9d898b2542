/*
 * The signed-in user is app-wide (every feature's guards and buttons read it), so it lives in `src/hooks`; the auth
 * feature's own files may keep importing it from here.
 */
export { hasPermission, useCan, useSessionUser } from '../../../hooks/use-session-user';
