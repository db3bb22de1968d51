import type { ErrorPagesTexts } from './en.ts';

export const errorPagesTr: ErrorPagesTexts = {
  searchLabel: 'Aradığınız sayfayı bulun',
  signIn: 'Giriş yap',
  orSearch: 'Ya da buradan bulun:',
};
