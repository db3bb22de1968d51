import { authMessages } from '@flockbook/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n.ts';
import '../../app/app-texts.ts';
import { en } from '../../app/locales/en.ts';
import { translateAuthMessage } from './auth-messages.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('auth messages', () => {
  it('are, in English, the shared texts word for word', () => {
    expect(en.auth.messages).toEqual(authMessages);
  });

  it('translate a known message and pass any other through', async () => {
    expect(translateAuthMessage('Check your password', i18n.t)).toBe('Check your password');
    await changeLanguage('tr');
    expect(translateAuthMessage('Check your password', i18n.t)).toBe('Parolanızı kontrol edin');
    expect(translateAuthMessage('Something new', i18n.t)).toBe('Something new');
    expect(translateAuthMessage(undefined, i18n.t)).toBeUndefined();
  });
});
