import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { outbox } from '../../lib/offline/outbox';
import { useOnline } from '../../lib/offline/useOnline';

/**
 * Always present: says when the device is offline and how many changes wait to be sent, and lists the
 * changes the server did not take (a conflict, a refusal) with what can be done about each.
 */
export function OfflineBanner() {
  const { t } = useTranslation('app');
  const online = useOnline();
  const changes = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  const waiting = changes.filter((c) => !c.problem).length;
  const problems = changes.filter((c) => c.problem);
  return (
    <>
      <div className="offline-banner" role="status" hidden={online && waiting === 0}>
        {online ? null : <p>{t('offline')}</p>}
        {waiting > 0 ? <p className="strong">{t('sync.pending', { count: waiting })}</p> : null}
      </div>
      {problems.length > 0 ? (
        <section className="sync-problems card" role="alert" aria-labelledby="sync-problems-title">
          <h2 id="sync-problems-title">{t('sync.problemsTitle')}</h2>
          <ul>
            {problems.map((c) => (
              <li key={c.path}>
                <p>{t(`sync.${c.problem}`, { what: t(`sync.kinds.${c.kind}`) })}</p>
                <div className="button-row">
                  {c.problem === 'conflict' ? (
                    <>
                      <button type="button" className="button" onClick={() => void outbox.keepMine(c.path)}>
                        {t('sync.keepMine')}
                      </button>
                      <button type="button" className="button" onClick={() => void outbox.discard(c.path)}>
                        {t('sync.keepSaved')}
                      </button>
                    </>
                  ) : (
                    <button type="button" className="button" onClick={() => void outbox.discard(c.path)}>
                      {t('sync.discard')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
