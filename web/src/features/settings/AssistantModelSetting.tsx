import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remindersApi, settingsQuery } from '../../lib/reminders/api';

/**
 * The person's agreement that Salus' answers be written by the AI service (off until they turn it on): what is
 * sent, what never is, and what happens without it, in plain words; saved at once, and said so.
 */
export function AssistantModelSetting() {
  const { t } = useTranslation('app');
  const id = useId();
  const client = useQueryClient();
  const stored = useQuery(settingsQuery);
  const [message, setMessage] = useState<{ ok: boolean; key: string } | null>(null);
  // The box shows the choice at once, while it is saved; a failed save puts back the stored one.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (assistantModel: boolean) => remindersApi.saveSettings({ assistantModel }),
    onSuccess: (saved) => {
      client.setQueryData(settingsQuery.queryKey, saved);
      setMessage({
        ok: true,
        key: saved.assistantModel ? 'settings.model.savedOn' : 'settings.model.savedOff',
      });
    },
    onError: () => setMessage({ ok: false, key: 'settings.model.saveFailed' }),
    onSettled: () => setChoosing(null),
  });

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.model.title')}</h2>
      <p id={`${id}-sent`}>{t('settings.model.sent')}</p>
      <p id={`${id}-without`} className="muted">
        {t('settings.model.without')}
      </p>
      {stored.data ? (
        <label className="choice">
          <input
            type="checkbox"
            name="assistantModel"
            checked={choosing ?? stored.data.assistantModel}
            disabled={choosing !== null}
            aria-describedby={`${id}-sent ${id}-without`}
            onChange={(e) => {
              setMessage(null);
              setChoosing(e.target.checked);
              save.mutate(e.target.checked);
            }}
          />
          <span>{t('settings.model.agree')}</span>
        </label>
      ) : (
        <p role="status" className="muted">
          {stored.isError ? t('settings.model.loadFailed') : t('loading.data', { ns: 'translation' })}
        </p>
      )}
      <p role={message && !message.ok ? 'alert' : 'status'} className={message?.ok ? 'success' : 'error'}>
        {message ? t(message.key) : ''}
      </p>
    </section>
  );
}
