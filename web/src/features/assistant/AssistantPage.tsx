import { useTranslation } from 'react-i18next';
import { AssistantChat } from './AssistantChat';

/** Salus: the whole conversation, kept after a reload. */
export default function AssistantPage() {
  const { t } = useTranslation('app');
  return (
    <>
      <h1 className="page-title">{t('empty.assistant.title')}</h1>
      <AssistantChat />
    </>
  );
}
