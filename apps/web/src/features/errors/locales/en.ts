export const errorPagesEn = {
  searchLabel: 'Search for the page you wanted',
  signIn: 'Sign in',
  orSearch: 'Or find it from here:',
};

export type ErrorPagesTexts = typeof errorPagesEn;
