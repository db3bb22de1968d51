import type { peopleMessages } from '@flockbook/contracts';

/** The people screen's words. */
export type PeopleTexts = {
  title: string;
  subtitle: string;
  invite: string;
  empty: string;
  columns: {
    name: string;
    email: string;
    role: string;
    farms: string;
    lastSignIn: string;
    state: string;
    actions: string;
  };
  roles: Record<string, string>;
  from: Record<string, string>;
  active: string;
  disabled: string;
  never: string;
  /** A staff member with no farm yet. */
  noFarm: string;
  /** An admin, who sees every farm whatever farms are chosen. */
  everyFarm: string;
  you: string;
  actionsFor: string;
  changeRole: string;
  changeFarms: string;
  disable: string;
  enable: string;
  sendReset: string;
  save: string;
  cancel: string;
  close: string;
  inviteTitle: string;
  inviteIntro: string;
  sendInvite: string;
  sending: string;
  email: string;
  role: string;
  farms: string;
  farmsHint: string;
  inviteSent: string;
  changeRoleTitle: string;
  changeFarmsTitle: string;
  saved: string;
  disableTitle: string;
  disableBody: string;
  enableTitle: string;
  enableBody: string;
  resetTitle: string;
  resetBody: string;
  resetSent: string;
  failed: string;
  /** The server's messages (contracts' peopleMessages), by key. */
  messages: Record<keyof typeof peopleMessages, string>;
};

export const peopleEn: PeopleTexts = {
  title: 'People',
  subtitle: 'Who can sign in, with which role and farms',
  invite: 'Invite person',
  empty: 'Nobody has an account yet.',
  columns: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    farms: 'Farms',
    lastSignIn: 'Last sign-in',
    state: 'State',
    actions: 'Actions',
  },
  roles: { admin: 'Admin', staff: 'Staff', user: 'User' },
  from: { api: 'Password', auth0: 'Auth0', firebase: 'Firebase' },
  active: 'Active',
  disabled: 'Disabled',
  never: 'Never',
  noFarm: 'No farm chosen',
  everyFarm: 'Every farm',
  you: 'you',
  actionsFor: 'Actions for {{name}}',
  changeRole: 'Change role',
  changeFarms: 'Change farms',
  disable: 'Disable',
  enable: 'Enable',
  sendReset: 'Send password reset',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  inviteTitle: 'Invite a person',
  inviteIntro: 'They receive a link by email, valid 7 days, to choose their name and password.',
  sendInvite: 'Send invitation',
  sending: 'Sending…',
  email: 'Email',
  role: 'Role',
  farms: 'Farms',
  farmsHint: 'The farms this person works on',
  inviteSent: 'Invitation sent to {{email}}',
  changeRoleTitle: 'Role of {{name}}',
  changeFarmsTitle: 'Farms of {{name}}',
  saved: 'Saved',
  disableTitle: 'Disable {{name}}?',
  disableBody: 'They are signed out at once and cannot sign in until enabled again.',
  enableTitle: 'Enable {{name}}?',
  enableBody: 'They can sign in again.',
  resetTitle: 'Send a password reset to {{name}}?',
  resetBody: 'They receive a link by email, valid one hour, to choose a new password.',
  resetSent: 'Password reset sent to {{email}}',
  failed: 'That did not work',
  messages: {
    chooseRole: 'Choose admin or staff',
    unknownFarms: 'Choose existing farms',
    tooManyFarms: 'Choose at most 500 farms',
    invalidEmail: 'Please enter a valid email',
    emailInUse: 'The email is already in use',
    nothingToChange: 'Nothing to change',
    lastAdmin:
      'This is the last active admin. Make another person an admin first, so someone can still manage Flockbook.',
    personNotFound: 'There is no such person',
    hostedNoPassword: 'This person signs in through a hosted service, which resets their password.',
    personDisabled: 'This person is disabled. Enable them first.',
    invitationInvalid: 'This invitation is invalid or was already used. Ask for a new one.',
    invitationExpired: 'This invitation has expired. Ask an admin for a new one.',
    enterDisplayName: 'Enter display name',
  },
};
