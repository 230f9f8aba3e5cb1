import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Correlation, CorrelationsResponse } from '../../../../lambdas/contracts/analytics';
import { PageTitle } from '../../components/PageTitle';
import { ANALYSIS_KEY, analyticsApi } from '../../lib/analytics/api';
import { formatDate, formatNumber } from '../../lib/format';
import { Link } from 'react-router-dom';
import { SymptomCharts } from './SymptomCharts';

const PERIODS = [30, 90, 180, 365, 1826] as const;
type Period = (typeof PERIODS)[number];

const dayBefore = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() - (days - 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * /symptom-analytics: a period and a symptom; the findings said plainly with their strength; suggestions; the
 * patterns; each symptom's intensity over time and its weekday profile as charts, and the same data as tables
 * (read by screen readers, shown on request); the pairs that need more data.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('app');
  const [period, setPeriod] = useState<Period>(180);
  const [symptom, setSymptom] = useState('');
  const periodId = useId();
  const symptomId = useId();
  const query = useQuery({
    queryKey: [ANALYSIS_KEY, period, symptom],
    queryFn: () =>
      analyticsApi.correlations({ from: dayBefore(period), ...(symptom ? { symptoms: [symptom] } : {}) }),
    // An analysis that fell back offline is not kept: the next visit asks again.
    staleTime: 60_000,
  });
  // The symptoms to choose from: those of the whole period, kept while one of them is chosen.
  const all = useQuery({
    queryKey: [ANALYSIS_KEY, period, ''],
    queryFn: () => analyticsApi.correlations({ from: dayBefore(period) }),
    enabled: symptom !== '',
    staleTime: 60_000,
  });
  const choices = (symptom ? all.data : query.data)?.series.symptoms ?? [];
  const data = query.data;

  return (
    <>
      <PageTitle>{t('nav.analytics')}</PageTitle>
      <p className="muted">{t('analytics.intro')}</p>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={periodId}>{t('analytics.period')}</label>
          <select id={periodId} value={period} onChange={(e) => setPeriod(Number(e.target.value) as Period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`analytics.periods.d${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={symptomId}>{t('analytics.symptom')}</label>
          <select id={symptomId} value={symptom} onChange={(e) => setSymptom(e.target.value)}>
            <option value="">{t('analytics.allSymptoms')}</option>
            {choices.map((s) => (
              <option key={s.symptom} value={s.symptom}>
                {s.symptomLabel}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div
        aria-live="polite"
        aria-busy={query.isFetching}
        data-state={query.isFetching ? 'loading' : 'ready'}
      >
        {!data ? (
          <p className="muted">{t('loading.data', { ns: 'translation' })}</p>
        ) : (
          <Results data={data} />
        )}
      </div>
    </>
  );
}

function Results({ data }: { data: CorrelationsResponse }) {
  const { t } = useTranslation('app');
  const hasSeries = data.series.symptoms.length > 0;
  return (
    <>
      {data.window.days > 0 ? (
        <p>
          {t('analytics.window', {
            from: formatDate(`${data.window.from}T12:00:00`),
            to: formatDate(`${data.window.to}T12:00:00`),
            observed: data.window.observedDays,
            days: data.window.days,
          })}
        </p>
      ) : null}
      <section aria-labelledby="analytics-findings" className="card">
        <h2 id="analytics-findings">{t('analytics.findings')}</h2>
        {data.correlations.length ? (
          <ul className="findings">
            {data.correlations.map((c) => (
              <Finding key={`${c.symptom}|${c.factor.kind}|${c.factor.key}`} finding={c} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('analytics.noFindings')}</p>
        )}
        {data.tested > 0 ? (
          <p className="muted small">{t('analytics.tested', { count: data.tested })}</p>
        ) : null}
      </section>
      {data.suggestions.length ? (
        <section aria-labelledby="analytics-suggestions">
          <h2 id="analytics-suggestions">{t('analytics.suggestions')}</h2>
          <ul>
            {data.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          {data.window.observedDays === 0 && !data.offline ? (
            <Link to="/sintomi" className="text-link">
              {t('empty.analytics.add')}
            </Link>
          ) : null}
        </section>
      ) : null}
      {data.patterns.length ? (
        <section aria-labelledby="analytics-patterns">
          <h2 id="analytics-patterns">{t('analytics.patterns')}</h2>
          <ul>
            {data.patterns.map((p) => (
              <li key={`${p.kind}|${p.symptom}`}>{p.summary}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {hasSeries ? (
        <section aria-labelledby="analytics-charts">
          <h2 id="analytics-charts">{t('analytics.charts')}</h2>
          <SymptomCharts data={data} />
        </section>
      ) : null}
      {data.needMoreData.length ? (
        <section aria-labelledby="analytics-more">
          <h2 id="analytics-more">{t('analytics.needMore')}</h2>
          <p className="muted">{t('analytics.needMoreText')}</p>
          <ul>
            {data.needMoreData.map((n) => (
              <li key={`${n.symptom}|${n.factor.kind}|${n.factor.key}`}>
                {t('analytics.needMoreItem', {
                  symptom: n.symptomLabel,
                  factor: n.factor.label,
                  count: n.daysNeeded,
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Finding({ finding: c }: { finding: Correlation }) {
  const { t } = useTranslation('app');
  return (
    <li className="finding">
      <span className={`badge strength-${c.strength}`}>{t(`analytics.strength.${c.strength}`)}</span>
      <p>{c.summary}</p>
      <p className="muted small">
        {t('analytics.details', {
          lag: t(`analytics.lag.${c.lagDays}`),
          low: formatNumber(c.ci95[0], 1),
          high: formatNumber(c.ci95[1], 1),
          q: c.qValue < 0.001 ? `q < ${formatNumber(0.001, 3)}` : `q = ${formatNumber(c.qValue, 3)}`,
        })}
      </p>
    </li>
  );
}
