import { type LoginRequest, loginRequestSchema } from '@backoffice/contracts/account';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '../../../lib/i18n/validation-message';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../sign-in-error';
import { useSignInForm } from '../use-sign-in-form';
import { OpeningNote } from './opening-note';

interface PasswordSignInFormProps {
  /** Signed in, and the next screen is loading. */
  opening: boolean;
  onAttempt: () => void;
  onSignedIn: () => void;
  onUseCode: (login: string) => void;
}

export function PasswordSignInForm({ opening, onAttempt, onSignedIn, onUseCode }: PasswordSignInFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const signIn = useSignIn();
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useSignInForm<LoginRequest>(loginRequestSchema, { login: '', password: '' });
  const fieldError = (name: keyof LoginRequest) => {
    const message = form.errors[name];
    return message === undefined ? undefined : translateValidationMessage(message, tc);
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onAttempt();
        signIn.mutate(values, {
          onSuccess: onSignedIn,
          // The busy button lost the focus; the password is what to fix, and the alert above names the problem.
          onError: () => {
            passwordRef.current?.focus();
            passwordRef.current?.select();
          },
        });
      })}
      aria-label={t('title')}
    >
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {signInErrorMessage(signIn.error, t, i18n.language)}
          </Alert>
        )}
        <TextInput
          label={t('password.login')}
          placeholder={t('password.loginPlaceholder')}
          autoComplete="username"
          autoFocus
          withAsterisk
          {...form.field('login')}
          error={fieldError('login')}
        />
        <PasswordInput
          ref={passwordRef}
          label={t('password.password')}
          autoComplete="current-password"
          // Mantine keeps the eye out of the tab order and names it in English; both fail keyboard and id users.
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('password.showPassword') }}
          withAsterisk
          {...form.field('password')}
          error={fieldError('password')}
        />
        <Button type="submit" loading={signIn.isPending || opening} fullWidth size="md">
          {t('password.submit')}
        </Button>
        {opening && <OpeningNote />}
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => onUseCode(form.values.login.includes('@') ? form.values.login : '')}
        >
          {t('password.useCode')}
        </Anchor>
      </Stack>
    </form>
  );
}
