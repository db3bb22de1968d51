export const authVariantsEn = {
  aside: {
    login: {
      title: 'Every flock, every day, in one place',
      text: 'Record deaths, weighings, feed and sales, and see what each flock really earns.',
    },
    register: {
      title: 'Start your farm records in minutes',
      text: 'One account for your flocks, stock, staff and money, in three languages.',
    },
    reset: {
      title: 'Back to your farm in a moment',
      text: 'Choose a new password and carry on where you left off.',
    },
  },
  signedIn: {
    login: 'You are signed in as {{name}}. Signing in here switches to the account you enter.',
    register:
      'You are signed in as {{name}}. Registering here creates a new account and switches to it.',
    signOut: 'Sign out',
  },
  forgot: {
    whereDidItGo: 'See where the mail went',
  },
  reset: {
    explained:
      'Nothing was changed: opened from the navigation, this page only shows the form. A real reset starts from the link in the mail that “Forgot password?” sends, which opens this form for your account.',
    requestLink: 'Ask for a reset link',
  },
  lock: {
    title: 'Your session is locked',
    subtitle: 'Enter your password to carry on as {{name}}.',
    unlock: 'Unlock',
    notYou: 'Not you? Sign out',
    guestTitle: 'No session to unlock',
    guestBody:
      'You are not signed in, so there is nothing to unlock here. Sign in to start a session.',
    goToLogin: 'Go to login',
  },
  mailConfirm: {
    title: 'Check your inbox',
    sentTo: 'We sent a mail to {{email}}. Follow the link in it to carry on.',
    sentNoAddress: 'We sent a mail to the address you gave. Follow the link in it to carry on.',
    hint: 'Nothing there? Look in your spam folder, or ask for a new mail.',
    backToLogin: 'Back to login',
  },
};

export type AuthVariantsTexts = typeof authVariantsEn;
