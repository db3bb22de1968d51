import '../../app/app-texts.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n.ts';
import { validationMessage } from './validation-message.ts';

afterEach(async () => {
  await changeLanguage('en');
});

describe('validationMessage', () => {
  it('translates the shared messages, keeping the numbers they carry', async () => {
    await changeLanguage('ar');
    const t = i18n.t.bind(i18n);
    expect(validationMessage('Remove the control characters from this text', t)).toBe(
      'احذف أحرف التحكم من هذا النص',
    );
    expect(validationMessage('Must be at most 10,000,000', t)).toBe('يجب ألا يزيد على 10,000,000');
    expect(
      validationMessage(
        'The total would be 899,999,991,000; one record can hold at most 100,000,000,000',
        t,
      ),
    ).toBe('سيكون المجموع 899,999,991,000؛ ولا يتسع السجل الواحد لأكثر من 100,000,000,000');
  });

  it('shows any other message as sent', async () => {
    await changeLanguage('tr');
    const t = i18n.t.bind(i18n);
    expect(validationMessage('Only 12 birds are alive on 2026-10-02.', t)).toBe(
      'Only 12 birds are alive on 2026-10-02.',
    );
    expect(validationMessage('Must be at least 1', t)).toBe('En az 1 olmalı');
  });
});
