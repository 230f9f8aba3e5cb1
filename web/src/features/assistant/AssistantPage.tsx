import { useTranslation } from 'react-i18next';
import { AssistantChat } from './AssistantChat';
import { PageTitle } from '../../components/PageTitle';

/** Salus: the whole conversation, kept after a reload. */
export default function AssistantPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <PageTitle>{t('empty.assistant.title')}</PageTitle>
      <AssistantChat />
    </>
  );
}
