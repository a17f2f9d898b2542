import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What signing in, out and changing one's password may be refused with (issue 46, item 4). */
export const authRefusals = defineRefusals('auth', {
  wrong_credentials: 'Invalid username or password',
  sign_ins_wait_seconds:
    'Too many failed sign-in attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  sign_ins_wait_minutes:
    'Too many failed sign-in attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  passwords_wait: 'Too many wrong passwords. Try again in {seconds} s.',
  wrong_current_password: 'The current password is not correct',
  demo_off: 'Demo login not found',
  demo_account_missing: 'Demo account not found',
  demo_remote:
    'Demo sign-in works only on the computer running the app. To allow it from other computers (never for a real ' +
    'gym), start the app with {variable}=1.',
  demo_password_remote:
    '"{username}" still has its published demo password, so it cannot sign in from another computer. Sign in on ' +
    'the computer running the app and change the password first.',
});
