import { Button, TextField } from '@aws-amplify/ui-react';
import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_TYPES, type ExportRequest, type ExportType } from '../../../lambdas/contracts/export';
import { ApiError, apiFile } from '../lib/api';

/** Saves a file the browser holds: a link with `download`, clicked and let go. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type Status = { kind: 'done'; filename: string } | { kind: 'error'; message: string } | null;

/**
 * "Esporta i tuoi dati": every type of file (`POST /export/{type}`), for a period or for everything, one at a
 * time with its progress; the server's message when it refuses, else the spec's "Errore nell'esportazione dei
 * dati {type}". `compact` is the trackers' disclosure; the settings page shows it open.
 */
export function ExportData({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('app');
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState<ExportType | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const rangeError = from && to && from > to ? t('export.rangeOrder') : '';

  async function run(type: ExportType, event?: FormEvent) {
    event?.preventDefault();
    if (rangeError || busy) return;
    setBusy(type);
    setStatus(null);
    const body: ExportRequest =
      from || to ? { dateRange: { ...(from ? { from } : {}), ...(to ? { to } : {}) } } : {};
    try {
      const file = await apiFile(`/export/${type}`, { body });
      const filename = file.filename ?? `export.${type}`;
      save(file.blob, filename);
      setStatus({ kind: 'done', filename });
    } catch (error) {
      // The server's (or the network's) message; an unexpected failure is said as the spec says it.
      const message =
        error instanceof ApiError && error.code !== 'internal'
          ? error.message
          : t('export.failed', { type: type.toUpperCase() });
      setStatus({ kind: 'error', message });
    } finally {
      setBusy(null);
    }
  }

  const content = (
    <>
      <p>{t('export.intro')}</p>
      <fieldset className="export-range">
        <legend>{t('export.period')}</legend>
        <TextField
          label={t('export.from')}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label={t('export.to')}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          hasError={Boolean(rangeError)}
          errorMessage={rangeError}
        />
        <p className="muted">{t('export.periodHint')}</p>
      </fieldset>
      <ul className="export-types" aria-label={t('export.types')}>
        {EXPORT_TYPES.map((type) => (
          <li key={type}>
            <Button
              onClick={() => void run(type)}
              isDisabled={busy !== null || Boolean(rangeError)}
              isLoading={busy === type}
              loadingText={t('export.preparing')}
              aria-describedby={`${id}-${type}`}
            >
              <Download aria-hidden size={18} /> {t(`export.type.${type}`)}
            </Button>
            <p className="muted" id={`${id}-${type}`}>
              {t(`export.hint.${type}`)}
            </p>
          </li>
        ))}
      </ul>
      <p role="status" className="success">
        {status?.kind === 'done' ? t('export.done', { filename: status.filename }) : ''}
      </p>
      <p role="alert" className="error">
        {status?.kind === 'error' ? status.message : ''}
      </p>
    </>
  );

  if (compact) {
    return (
      <details className="card export-compact">
        <summary>
          <Download aria-hidden size={18} /> {t('export.title')}
        </summary>
        {content}
      </details>
    );
  }
  return (
    <section className="card" aria-labelledby={`${id}-title`} id="esporta">
      <h2 id={`${id}-title`}>{t('export.title')}</h2>
      {content}
    </section>
  );
}
