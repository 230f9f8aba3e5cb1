import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone, Send, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssistantReply, Turn } from '../../../../lambdas/contracts/assistant';
import { MESSAGE_MAX } from '../../../../lambdas/contracts/assistant';
import { ApiError, api } from '../../lib/api';
import { useOnline } from '../../lib/offline/useOnline';

const KEY = ['assistant'];
const SUGGESTIONS = ['sleep', 'medications', 'stress'] as const;

/** The emergency card: the numbers to call, as links a phone can dial. */
function EmergencyCard({ text }: { text: string }) {
  const { t } = useTranslation('app');
  return (
    <div className="emergency-card" role="alert">
      <p className="strong">{t('chat.emergencyTitle')}</p>
      <p className="chat-text">{text}</p>
      <div className="button-row">
        <a className="button danger" href="tel:112">
          <Phone aria-hidden /> {t('chat.call112')}
        </a>
        <a className="button" href="tel:118">
          <Phone aria-hidden /> {t('chat.call118')}
        </a>
      </div>
    </div>
  );
}

/**
 * A conversation with Salus, on the page and in the floating widget: the welcome, the turns (as text: nothing
 * in an answer can run in the page), a typing indicator, first questions, the disclaimer, and an emergency
 * card whenever the triage says so. The conversation is kept on the server, so it survives a reload.
 */
export function AssistantChat({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const client = useQueryClient();
  const online = useOnline();
  const history = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ welcome: string; turns: Turn[] }>('/assistant'),
  });
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [last, setLast] = useState<AssistantReply | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const turns = history.data?.turns ?? [];

  const send = useMutation({
    mutationFn: (message: string) =>
      api<AssistantReply>('/assistant', {
        method: 'POST',
        body: { message, conversation: turns.slice(-10).map(({ role, content }) => ({ role, content })) },
      }),
    onMutate: (message) => {
      setProblem(null);
      // The person's message shows at once; the answer follows.
      client.setQueryData<{ welcome: string; turns: Turn[] }>(KEY, (old) =>
        old
          ? {
              ...old,
              turns: [...old.turns, { role: 'user', content: message, at: new Date().toISOString() }],
            }
          : old,
      );
    },
    onSuccess: async (reply) => {
      setLast(reply);
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: async (error, message) => {
      setDraft(message);
      setProblem(
        error instanceof ApiError && error.status === 0
          ? t('chat.browserOffline')
          : error instanceof ApiError && error.status < 500 && error.status !== 401
            ? error.message
            : t('chat.failure'),
      );
      await client.invalidateQueries({ queryKey: KEY });
    },
  });

  const clear = useMutation({
    mutationFn: () => api<void>('/assistant', { method: 'DELETE' }),
    onSuccess: async () => {
      setLast(null);
      await client.invalidateQueries({ queryKey: KEY });
    },
  });

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length, send.isPending]);

  function submit(event?: FormEvent, text = draft) {
    event?.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    if (!online) {
      setProblem(t('chat.browserOffline'));
      return;
    }
    setDraft('');
    send.mutate(message);
  }

  return (
    <div className={`chat${compact ? ' chat-compact' : ''}`}>
      <p className="muted chat-disclaimer">{t('chat.disclaimer')}</p>
      {/* A log: new turns are read out; focusable, so the widget's scrolling area works from the keyboard. */}
      <div
        className="chat-log"
        role="log"
        aria-label={t('chat.logLabel')}
        aria-busy={send.isPending}
        data-state={history.data ? 'ready' : history.isError ? 'error' : 'loading'}
        tabIndex={compact ? 0 : undefined}
      >
        {history.data ? (
          <div className="chat-turn chat-assistant">
            <span className="chat-who">{t('chat.salus')}</span>
            <p className="chat-text">{history.data.welcome}</p>
          </div>
        ) : history.isError ? (
          <p role="alert">{t('chat.failure')}</p>
        ) : (
          <p role="status">{t('loading.data')}</p>
        )}
        {turns.map((turn, i) =>
          turn.role === 'assistant' && turn.triage === 'emergency' ? (
            <EmergencyCard key={`${turn.at}-${i}`} text={turn.content} />
          ) : (
            <div key={`${turn.at}-${i}`} className={`chat-turn chat-${turn.role}`}>
              <span className="chat-who">{turn.role === 'user' ? t('chat.you') : t('chat.salus')}</span>
              <p className="chat-text">{turn.content}</p>
              {turn.role === 'assistant' && turn.offline ? (
                <p className="chat-note">{t('chat.offlineNote')}</p>
              ) : null}
            </div>
          ),
        )}
        {send.isPending ? (
          <p className="chat-typing" role="status">
            {t('chat.typing')}
          </p>
        ) : null}
        {last?.error && !send.isPending ? <p className="chat-note">{last.error}</p> : null}
        <div ref={end} />
      </div>
      {turns.length === 0 && history.data ? (
        <div className="chat-suggestions">
          <p>{t('chat.suggestionsTitle')}</p>
          <ul className="chips-list">
            {SUGGESTIONS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className="button"
                  onClick={() => submit(undefined, t(`chat.suggestions.${s}`))}
                >
                  {t(`chat.suggestions.${s}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={compact ? 'chat-input-quick' : 'chat-input'} className="visually-hidden">
          {t('chat.label')}
        </label>
        <textarea
          id={compact ? 'chat-input-quick' : 'chat-input'}
          rows={compact ? 2 : 3}
          maxLength={MESSAGE_MAX}
          value={draft}
          placeholder={t('chat.label')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="button primary" disabled={send.isPending || !draft.trim()}>
          <Send aria-hidden /> {t('chat.send')}
        </button>
      </form>
      {!compact && turns.length > 0 ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            if (window.confirm(t('chat.clearConfirm'))) clear.mutate();
          }}
        >
          <Trash2 aria-hidden /> {t('chat.clear')}
        </button>
      ) : null}
    </div>
  );
}
