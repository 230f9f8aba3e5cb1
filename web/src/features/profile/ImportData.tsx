import { Button } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  IMPORT_LIMITS,
  type ImportJob,
  type ImportResult,
  type ImportUpload,
} from '../../../../lambdas/contracts/export';
import { ApiError, api } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';

interface Summary {
  file: Record<string, unknown>;
  /** The file as chosen: sent as it is when it is too large for the request. */
  text: string;
  name: string;
  exportedAt: string;
  symptoms: number;
  medications: number;
  doses: number;
  wellness: number;
  appointments: number;
  messages: number;
}

/** How often a running import is asked how far it is. */
const POLL_MS = 1_000;

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** What a chosen file holds, or the catalogue key that says why it cannot be imported. */
function summarise(text: string, size: number): Summary | string {
  if (size > IMPORT_LIMITS.uploadBytes) return 'import.tooLarge';
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
    text,
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
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);

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

  /** A file too large for the request: uploaded to the bucket, then imported as a job, followed until done. */
  async function viaUpload(text: string): Promise<ImportResult> {
    const bytes = new Blob([text]).size;
    const target = await api<ImportUpload>('/import/uploads', { method: 'POST', body: { bytes } });
    const form = new FormData();
    for (const [key, value] of Object.entries(target.fields)) form.append(key, value);
    form.append('file', new Blob([text], { type: 'application/json' }));
    setProgress({ processed: 0, total: 0 });
    const sent = await fetch(target.url, { method: 'POST', body: form }).catch(() => null);
    if (!sent?.ok) throw new ApiError(sent?.status ?? 0, 'upload', t('import.uploadFailed'));
    let job = await api<ImportJob>('/import', {
      method: 'POST',
      body: { uploadId: target.uploadId },
      timeoutMs: 30_000,
    });
    while (job.status === 'queued' || job.status === 'running') {
      setProgress({ processed: job.processed, total: job.total });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = await api<ImportJob>(`/import/${job.id}`);
    }
    if (job.status === 'failed') {
      throw new ApiError(400, job.error?.code ?? 'internal', job.error?.message ?? t('import.failed'));
    }
    return job.result;
  }

  async function confirm() {
    if (!summary) return;
    setBusy(true);
    setProblem(null);
    try {
      const done =
        new Blob([summary.text]).size <= IMPORT_LIMITS.directBytes
          ? await api<ImportResult>('/import', { method: 'POST', body: summary.file, timeoutMs: 30_000 })
          : await viaUpload(summary.text);
      setResult(done);
      reset();
      await client.invalidateQueries();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('import.failed'));
    } finally {
      setBusy(false);
      setProgress(null);
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
      {progress ? (
        <div className="import-progress">
          <label htmlFor={`${id}-progress`}>
            {progress.total
              ? t('import.progress', {
                  processed: formatNumber(progress.processed),
                  total: formatNumber(progress.total),
                })
              : t('import.uploading')}
          </label>
          <progress
            id={`${id}-progress`}
            max={progress.total || undefined}
            value={progress.total ? progress.processed : undefined}
          />
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
