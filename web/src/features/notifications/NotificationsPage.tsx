import { useTranslation } from 'react-i18next';
import { NotificationsEmpty } from './NotificationsEmpty';

export default function NotificationsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <h1 className="page-title">{t('notifications.title')}</h1>
      <section className="card">
        <NotificationsEmpty />
      </section>
    </>
  );
}
