import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SymptomSeries, WeekdayData } from '../../../../lambdas/contracts/analytics';
import { formatDate, formatNumber, weekdayName } from '../../lib/format';

/**
 * The charts of /symptom-analytics (recharts, loaded with this module only: docs/decisions.md). Each is
 * keyboard-navigable (recharts' accessibility layer: focus the chart, then the arrow keys move through the
 * points and the tooltip says each value) and has the same data as a table next to it (DataTables.tsx).
 */
const BRAND = '#0f6b5c';
const SCALE = [0, 2, 4, 6, 8, 10];

export function IntensityChart({ days, series }: { days: string[]; series: SymptomSeries }) {
  const { t } = useTranslation('app');
  const rows = days.map((day, i) => ({ day: formatDate(`${day}T12:00:00`), value: series.daily[i] ?? null }));
  return (
    <div
      className="chart"
      role="group"
      aria-label={t('analytics.chartLabel', { symptom: series.symptomLabel })}
    >
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" minTickGap={32} tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 10]} ticks={SCALE} width={28} tick={{ fontSize: 12 }} allowDecimals={false} />
          <Tooltip
            filterNull={false}
            formatter={(v) => [
              v === null || v === undefined ? t('analytics.noData') : formatNumber(Number(v), 0),
              t('analytics.intensity'),
            ]}
          />
          <Line
            type="linear"
            dataKey="value"
            name={t('analytics.intensity')}
            stroke={BRAND}
            strokeWidth={2}
            dot={rows.length <= 120 ? { r: 2 } : false}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function WeekdayChart({ symptom, data }: { symptom: string; data: WeekdayData }) {
  const { t } = useTranslation('app');
  const rows = data.means.map((mean, i) => ({ day: weekdayName(i + 1, 'short'), value: mean }));
  return (
    <div className="chart" role="group" aria-label={t('analytics.weekdayLabel', { symptom })}>
      <ResponsiveContainer width="100%" height={180}>
        <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 10]} ticks={SCALE} width={28} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => [formatNumber(Number(v), 1), t('analytics.mean')]} />
          <Bar dataKey="value" name={t('analytics.mean')} fill={BRAND} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
