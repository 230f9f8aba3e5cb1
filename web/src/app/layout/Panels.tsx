import { X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NotificationsList } from '../../features/notifications/NotificationsList';
import { useEscape } from '../../lib/useEscape';

/** A side panel that takes focus when it opens and closes with Escape. */
function Panel({
  id,
  title,
  onClose,
  children,
}: {
  id: string;
  title: string;
  onClose(): void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('app');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEscape(onClose);
  return (
    <section id={id} className="panel" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <div className="panel-header">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
          <X aria-hidden />
        </button>
      </div>
      {children}
    </section>
  );
}

export function NotificationsPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('app');
  return (
    <Panel id="notifications-panel" title={t('notifications.title')} onClose={onClose}>
      <NotificationsList onOpen={onClose} />
    </Panel>
  );
}

/** The floating quick assistant (the assistant itself arrives with its own issue). */
/** Loaded when the widget opens: the layout stays light. */
const AssistantChat = lazy(() =>
  import('../../features/assistant/AssistantChat').then((m) => ({ default: m.AssistantChat })),
);

export function QuickAssistant({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('app');
  return (
    <Panel id="quick-assistant" title={t('quickAssistant.title')} onClose={onClose}>
      <Suspense fallback={<p role="status">{t('loading.page')}</p>}>
        <AssistantChat compact />
      </Suspense>
      <Link to="/assistente" className="text-link" onClick={onClose}>
        {t('quickAssistant.openFull')}
      </Link>
    </Panel>
  );
}
