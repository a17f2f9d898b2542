import type { DemoAccount } from './auth-contracts.js';

/** Demo mode accounts (DESIGN section 5): created at start when demo mode is on, never in production. */
export const DEMO_ACCOUNTS: readonly {
  account: DemoAccount;
  label: string;
  username: string;
  password: string;
  name: string;
  roleId: 'receptionist' | 'administrator';
}[] = [
  {
    account: 'reception',
    label: 'Login as Receptionist',
    username: 'reception',
    password: 'reception123',
    name: 'Reception Desk',
    roleId: 'receptionist',
  },
  {
    account: 'admin',
    label: 'Login as Admin',
    username: 'admin',
    password: 'admin123',
    name: 'Gym Administrator',
    roleId: 'administrator',
  },
];
