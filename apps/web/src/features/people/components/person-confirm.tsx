import type { Person } from '@flockbook/contracts';
import { ConfirmDialog } from '../../../records/components/confirm-dialog.tsx';
import { showMessage } from '../../../lib/message-store.ts';
import { fillText } from '../../../records/area-texts.ts';
import { useChangePerson, useSendPasswordReset } from '../api/use-people.ts';
import type { PeopleTexts } from '../locales/en.ts';
import { failureMessage } from '../people-message.ts';

export type PersonConfirmProps = {
  texts: PeopleTexts;
  person: Person;
  /** 'toggle' disables an active person or enables a disabled one. */
  action: 'toggle' | 'reset';
  onClose: () => void;
};

/** Asks before disabling, enabling or mailing a password reset, then does it. */
export function PersonConfirm({ texts, person, action, onClose }: PersonConfirmProps) {
  const change = useChangePerson();
  const reset = useSendPasswordReset();
  const name = person.displayName || person.email;
  const failed = (error: unknown) =>
    showMessage({
      message: failureMessage(texts, error),
      variant: 'error',
    });

  const confirm = async () => {
    try {
      if (action === 'reset') {
        await reset.mutateAsync(person.id);
        showMessage({
          message: fillText(texts.resetSent, { email: person.email }),
          variant: 'success',
        });
      } else {
        await change.mutateAsync({ id: person.id, patch: { active: !person.active } });
        showMessage({ message: texts.saved, variant: 'success' });
      }
    } catch (error) {
      failed(error);
    }
    onClose();
  };

  const [title, body] =
    action === 'reset'
      ? [texts.resetTitle, texts.resetBody]
      : person.active
        ? [texts.disableTitle, texts.disableBody]
        : [texts.enableTitle, texts.enableBody];
  const confirmLabel =
    action === 'reset' ? texts.sendReset : person.active ? texts.disable : texts.enable;
  return (
    <ConfirmDialog
      open
      title={fillText(title, { name })}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={texts.cancel}
      danger={action === 'toggle' && person.active}
      busy={change.isPending || reset.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
