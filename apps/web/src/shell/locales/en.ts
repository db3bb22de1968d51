/** Texts of the shell frame (navbar, footer, messages); merged into the app's `translation`. */
export const shellEn = {
  shell: {
    skipToContent: 'Skip to content',
    messages: {
      close: 'Close',
      userDataSaved: 'User data saved with api',
      userDataSavedFirebase: 'User data saved to firebase',
      userDataSavedAuth0: 'User data saved to auth0',
    },
    navbar: {
      label: 'Main navigation',
      fold: 'Fold navigation',
      unfold: 'Pin navigation open',
      open: 'Open navigation',
      close: 'Close navigation',
      guest: 'Guest',
      guestHint: 'Not signed in',
      more: 'More',
    },
    footer: {
      purchase: 'Purchase Flockbook',
      purchaseShort: 'Purchase',
      builtWith: 'Built with',
      rights: '© {{year}} Flockbook',
    },
  },
};

export type ShellTranslation = typeof shellEn;
