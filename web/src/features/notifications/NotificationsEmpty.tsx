import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** No notifications yet: shown by the notifications page and the layout's panel. */
export function NotificationsEmpty() {
  const { t } = useTranslation('app');
  return (
    <div className="empty-state">
      <BellOff aria-hidden className="empty-icon" />
      <p className="empty-title">{t('notifications.empty')}</p>
      <p>{t('notifications.text')}</p>
    </div>
  );
}
