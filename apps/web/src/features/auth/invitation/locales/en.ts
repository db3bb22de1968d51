/** The invitation page's words. */
export const invitationEn = {
  title: 'Join Flockbook',
  intro: 'You were invited as {{role}} with {{email}}. Choose your name and password.',
  checking: 'Checking the invitation…',
  submit: 'Create my account',
  expired: 'This invitation has expired. Ask an admin for a new one.',
  goToLogin: 'Go to login',
  missing: 'This invitation is invalid or was already used. Ask for a new one.',
  roles: { admin: 'admin', staff: 'staff', user: 'user' } as Record<string, string>,
};
export type InvitationTexts = typeof invitationEn;
