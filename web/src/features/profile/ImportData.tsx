import { Button } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  IMPORT_LIMITS,
  type ImportResult,
} from '../../../../lambdas/contracts/export';
import { ApiError, api } from '../../lib/api';
import { formatDate } from '../../lib/format';

interface Summary {
  file: Record<string, unknown>;
  name: string;
  exportedAt: string;
  symptoms: number;
  medications: number;
  doses: number;
  wellness: number;
  appointments: number;
  messages: number;
}

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** What a chosen file holds, or the catalogue key that says why it cannot be imported. */
function summarise(text: string, size: number): Summary | string {
  if (size > IMPORT_LIMITS.directBytes) return 'import.tooLarge';
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return 'import.notJson';
  }
  const f = file as Record<string, unknown> | null;
  if (!f || typeof f !== 'object' || Array.isArray(f) || f.format !== EXPORT_FORMAT) return 'import.notOurs';
  if (typeof f.formatVersion === 'number' && f.formatVersion > EXPORT_FORMAT_VERSION) return 'import.future';
  const medications = Array.isArray(f.medications) ? (f.medications as { doses?: unknown }[]) : [];
  const profile = (f.profile ?? {}) as { name?: unknown };
  return {
    file: f,
    name: typeof profile.name === 'string' ? profile.name : '',
    exportedAt: typeof f.exportedAt === 'string' ? f.exportedAt : '',
    symptoms: length(f.symptoms),
    medications: medications.length,
    doses: medications.reduce((n, m) => n + length(m?.doses), 0),
    wellness: length(f.wellness),
    appointments: length(f.appointments),
    messages: length(f.conversations),
  };
}

/**
 * "Importa dati": a JSON export (of this account, another device's, or another person's, which becomes the
 * caller's own), summarised before anything is sent; nothing is written until the person confirms.
 */
export function ImportData() {
  const { t } = useTranslation('app');
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setSummary(null);
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    const read = summarise(await chosen.text(), chosen.size);
    if (typeof read === 'string') setProblem(t(read));
    else setSummary(read);
  }

  function reset() {
    setSummary(null);
    if (input.current) input.current.value = '';
  }

  async function confirm() {
    if (!summary) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await api<ImportResult>('/import', {
        method: 'POST',
        body: summary.file,
        timeoutMs: 30_000,
      });
      setResult(done);
      reset();
      await client.invalidateQueries();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('import.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('import.title')}</h2>
      <p>{t('import.intro')}</p>
      <label className="file-field">
        <span>
          <Upload aria-hidden size={18} /> {t('import.choose')}
        </span>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          onChange={(e) => void choose(e)}
          aria-describedby={`${id}-hint`}
        />
      </label>
      <p className="muted" id={`${id}-hint`}>
        {t('import.hint')}
      </p>
      {summary ? (
        <div className="import-summary" aria-live="polite">
          <h3>{t('import.summaryTitle')}</h3>
          <p>
            {summary.name
              ? t('import.exportedBy', { name: summary.name, date: formatDate(summary.exportedAt) })
              : t('import.exportedOn', { date: formatDate(summary.exportedAt) })}
          </p>
          <ul>
            <li>{t('import.count.symptoms', { count: summary.symptoms })}</li>
            <li>{t('import.count.medications', { count: summary.medications, doses: summary.doses })}</li>
            <li>{t('import.count.wellness', { count: summary.wellness })}</li>
            <li>{t('import.count.appointments', { count: summary.appointments })}</li>
            <li>{t('import.count.messages', { count: summary.messages })}</li>
          </ul>
          <p>{t('import.rule')}</p>
          <div className="button-row">
            <Button
              variation="primary"
              onClick={() => void confirm()}
              isLoading={busy}
              loadingText={t('import.importing')}
            >
              {t('import.confirm')}
            </Button>
            <Button onClick={reset} isDisabled={busy}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className="success">
        {result ? t('import.done', { ...result }) : ''}
      </p>
      <p role="alert" className="error">
        {problem ?? ''}
      </p>
    </section>
  );
}
