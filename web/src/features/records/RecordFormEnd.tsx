import { useTranslation } from 'react-i18next';

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
