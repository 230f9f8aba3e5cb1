import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

/** Registration success: the e-mail is verified, continue to sign in (the e-mail already filled in). */
export default function VerifiedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as { email?: string };
  return (
    <AuthLayout title={t('auth.verifiedTitle')} subtitle={t('auth.verifiedText')}>
      <Button
        variation="primary"
        isFullWidth
        onClick={() => navigate('/login', { state: { email: state.email } })}
      >
        {t('auth.continueToLogin')}
      </Button>
    </AuthLayout>
  );
}
