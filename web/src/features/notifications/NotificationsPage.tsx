import { useTranslation } from 'react-i18next';
import { NotificationsList } from './NotificationsList';
import { PageTitle } from '../../components/PageTitle';

export default function NotificationsPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <section className="card">
        <NotificationsList />
      </section>
    </>
  );
}
