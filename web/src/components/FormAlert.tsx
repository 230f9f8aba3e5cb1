import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** A form-level message, read out by screen readers when it appears. */
export function FormAlert({
  messageKey,
  variation = 'error',
}: {
  messageKey: string | null;
  variation?: 'error' | 'success' | 'info';
}) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert variation={variation} role={variation === 'error' ? 'alert' : 'status'} className="form-alert">
      {t(messageKey)}
    </Alert>
  );
}
