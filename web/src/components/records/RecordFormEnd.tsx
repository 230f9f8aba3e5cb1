import { useTranslation } from 'react-i18next';
import { NOTES_MAX } from '../../../../lambdas/contracts/records';

/** The notes of every record: a short free text, 2,000 characters at most (the contracts' NOTES_MAX). */
export function NotesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('records');
  return (
    <div className="field">
      <label htmlFor={id}>{t('common.notes')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTES_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The end of every record form: what went wrong on saving, "Salva" (busy while saving) and "Annulla". */
export function RecordFormEnd({
  problem,
  saving,
  onCancel,
}: {
  problem: string | null;
  saving: boolean;
  onCancel(): void;
}) {
  const { t } = useTranslation('records');
  return (
    <>
      {problem ? (
        <p role="alert" className="error">
          {t(problem)}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
