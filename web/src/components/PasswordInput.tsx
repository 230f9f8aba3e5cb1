import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/**
 * Amplify UI's password field with every text from our catalogues: the show/hide switch and what a screen
 * reader announces when it changes ("La password è nascosta"), which Amplify would otherwise say in English.
 */
export function PasswordInput(props: PasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      showPasswordButtonLabel={t('auth.showPassword')}
      passwordIsHiddenLabel={t('auth.passwordIsHidden')}
      passwordIsShownLabel={t('auth.passwordIsShown')}
      {...props}
    />
  );
}
