import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Always present: says so when the device is offline, instead of letting calls fail silently. */
export function OfflineBanner() {
  const { t } = useTranslation('app');
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('offline')}
    </div>
  );
}
