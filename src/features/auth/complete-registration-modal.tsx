import { Form } from 'react-aria-components';
import { handleError } from '../../lib/errors/error-handler.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useEntityForm, useTranslatedValidate } from '../forms/use-entity-form.ts';
import { completeNewPassword } from './auth.service.ts';
import { type NewPasswordChallenge, useAuthDialogStore } from './auth-dialog-store.ts';
import { identityErrorText } from './auth-error-messages.ts';
import { validateCompleteRegistration } from './auth-validation.ts';

/** Shown when sign-in answers "new password required"; closing it ends the sign-in. */
export function CompleteRegistrationModal() {
  const t = useT();
  const challenge = useAuthDialogStore((s) => s.challenge);
  const end = useAuthDialogStore((s) => s.endCompleteRegistration);
  return (
    <ModalDialog
      isOpen={challenge !== null}
      onOpenChange={(open) => {
        if (!open) end();
      }}
      title={t('CompleteRegistrationTitle')}
      size="small"
    >
      {challenge ? <CompleteRegistrationForm challenge={challenge} onDone={end} /> : null}
    </ModalDialog>
  );
}

function CompleteRegistrationForm({
  challenge,
  onDone,
}: {
  challenge: NewPasswordChallenge;
  onDone: () => void;
}) {
  const t = useT();
  const form = useEntityForm({
    draftKey: null,
    initial: { password: '', passwordConfirmation: '' },
    validate: useTranslatedValidate(validateCompleteRegistration),
    messagesOn: 'blur',
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await completeNewPassword(challenge.challengeToken, values.password, values.passwordConfirmation);
      onDone();
    } catch (error) {
      // Failures show on both password fields (platform.md §8).
      const text = identityErrorText('completeNewPassword', error);
      if (text) {
        form.showServerErrors({ password: text, passwordConfirmation: text });
        return;
      }
      const fields = handleError(error, { context: 'complete new password', suppressMessage: false });
      if (fields) {
        const all = Object.values(fields).flat().join(' ');
        form.showServerErrors({ password: all, passwordConfirmation: all });
      }
    }
  });

  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={submit}
      aria-label={t('CompleteRegistrationTitle')}
    >
      <p className="form-intro">{t('CompleteRegistrationIntro', { email: challenge.email })}</p>
      <TextField
        label={t('PasswordLabel')}
        type="password"
        autoComplete="new-password"
        isRequired
        autoFocus
        {...form.field('password')}
      />
      <TextField
        label={t('PasswordConfirmationLabel')}
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.field('passwordConfirmation')}
      />
      <div className="button-row button-row-end">
        <Button variant="secondary" onPress={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isPending={form.isSaving}>
          {t('SetPassword')}
        </Button>
      </div>
    </Form>
  );
}
