import type { UserData } from '../schema/users.ts';

export type DemoUser = { email: string; password: string; role: string[]; data: UserData };

const defaultShortcuts = ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo'];

/** The two demo accounts, each with settings of their own so the difference shows. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    password: 'admin',
    role: ['admin'],
    data: {
      displayName: 'Amina Rahman',
      photoURL: '',
      email: 'admin@example.com',
      settings: {
        layout: { style: 'layout1', config: {} },
        customScrollbars: true,
        animations: true,
        direction: 'ltr',
        theme: {
          main: 'default',
          navbar: 'defaultDark',
          toolbar: 'default',
          footer: 'defaultDark',
        },
      },
      shortcuts: defaultShortcuts,
    },
  },
  {
    email: 'staff@example.com',
    password: 'staff',
    role: ['staff'],
    data: {
      displayName: 'Bilal Khan',
      photoURL: '',
      email: 'staff@example.com',
      settings: {
        layout: { style: 'layout2', config: {} },
        customScrollbars: true,
        animations: true,
        direction: 'ltr',
        theme: { main: 'greeny', navbar: 'greeny', toolbar: 'greeny', footer: 'greeny' },
      },
      shortcuts: [...defaultShortcuts, 'apps.flocks'],
    },
  },
];
