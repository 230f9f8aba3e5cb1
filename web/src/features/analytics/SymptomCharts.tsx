import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CorrelationsResponse,
  SymptomSeries,
  WeekdayData,
} from '../../../../lambdas/contracts/analytics';
import { formatDate, formatNumber, weekdayName } from '../../lib/format';

/** The chart library loads with the first chart only: until then, "Preparazione dei grafici...". */
const IntensityChart = lazy(() => import('./Charts').then((m) => ({ default: m.IntensityChart })));
const WeekdayChart = lazy(() => import('./Charts').then((m) => ({ default: m.WeekdayChart })));

/** Each symptom of the analysis: its intensity over time and its weekday profile, each a chart and a table. */
export function SymptomCharts({ data }: { data: CorrelationsResponse }) {
  return (
    <>
      {data.series.symptoms.map((series) => {
        const weekday = data.patterns.find((p) => p.kind === 'weekday' && p.symptom === series.symptom);
        return (
          <SymptomBlock
            key={series.symptom}
            days={data.series.days}
            series={series}
            weekday={weekday?.kind === 'weekday' ? weekday.data : undefined}
          />
        );
      })}
    </>
  );
}

function SymptomBlock({
  days,
  series,
  weekday,
}: {
  days: string[];
  series: SymptomSeries;
  weekday: WeekdayData | undefined;
}) {
  const { t } = useTranslation('app');
  const observed = days.flatMap((day, i) => {
    const value = series.daily[i];
    return value === null || value === undefined ? [] : [{ day, value }];
  });
  return (
    <article className="card chart-card">
      <h3>{t('analytics.chartTitle', { symptom: series.symptomLabel })}</h3>
      <p className="muted small">{t('analytics.episodes', { count: series.episodes })}</p>
      <ChartWithTable
        chart={<IntensityChart days={days} series={series} />}
        caption={t('analytics.chartTitle', { symptom: series.symptomLabel })}
        head={[t('analytics.day'), t('analytics.intensity')]}
        rows={observed.map(({ day, value }) => [formatDate(`${day}T12:00:00`), formatNumber(value, 0)])}
      />
      {weekday ? (
        <>
          <h3>{t('analytics.weekdayTitle', { symptom: series.symptomLabel })}</h3>
          <ChartWithTable
            chart={<WeekdayChart symptom={series.symptomLabel} data={weekday} />}
            caption={t('analytics.weekdayTitle', { symptom: series.symptomLabel })}
            head={[t('analytics.weekday'), t('analytics.mean'), t('analytics.daysWithData')]}
            rows={weekday.means.map((mean, i) => [
              weekdayName(i + 1, 'long'),
              mean === null ? '–' : formatNumber(mean, 1),
              String(weekday.days[i] ?? 0),
            ])}
          />
        </>
      ) : null}
    </article>
  );
}

/**
 * A chart and its data as a table: the table is always there for screen readers (the chart is drawn for the
 * eyes), and shown to everyone with the toggle.
 */
function ChartWithTable({
  chart,
  caption,
  head,
  rows,
}: {
  chart: ReactNode;
  caption: string;
  head: string[];
  rows: string[][];
}) {
  const { t } = useTranslation('app');
  const [shown, setShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <Suspense fallback={<p className="muted">{t('loading.charts', { ns: 'translation' })}</p>}>
        {chart}
      </Suspense>
      <button
        type="button"
        className="button"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('analytics.hideTable') : t('analytics.showTable')}
      </button>
      <div
        id={tableId}
        className={shown ? 'table-scroll' : 'visually-hidden'}
        {...(shown ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
      >
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
