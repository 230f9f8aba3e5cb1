import type {
  CorrelationsRequest,
  CorrelationsResponse,
  Insight,
  InsightsResponse,
} from '../../../../lambdas/contracts/analytics';
import { i18next, isLanguage } from '../../i18n';
import { api } from '../api';

export type { CorrelationsResponse, Insight, InsightsResponse };

/** The query keys of what the diary's records feed: asked again whenever records reach the server. */
export const ANALYSIS_KEY = 'analytics';
export const INSIGHTS_KEY = 'insights';

/**
 * The analytics' and insights' calls. Like every analysis call of the spec, each falls back to an offline
 * result when it fails: the analysis to empty findings with the spec's suggestion, the insights to the spec's
 * three default tips, both with `offline: true`.
 */
export const analyticsApi = {
  async correlations(body: CorrelationsRequest): Promise<CorrelationsResponse> {
    try {
      return await api<CorrelationsResponse>('/analyze/correlations', { method: 'POST', body });
    } catch {
      return offlineAnalysis();
    }
  },
  async insights(): Promise<InsightsResponse> {
    try {
      return await api<InsightsResponse>('/insights', { method: 'POST', body: {} });
    } catch {
      // The tips' texts are the server's own catalogue, loaded only when they are needed.
      const { defaultTips } = await import('../../../../lambdas/i18n/analytics');
      return { insights: defaultTips(isLanguage(i18next.language) ? i18next.language : 'it'), offline: true };
    }
  },
};

export function offlineAnalysis(): CorrelationsResponse {
  return {
    window: { from: '', to: '', days: 0, observedDays: 0 },
    tested: 0,
    correlations: [],
    needMoreData: [],
    patterns: [],
    series: { days: [], symptoms: [] },
    suggestions: [i18next.t('analytics.offline', { ns: 'app' })],
    offline: true,
  };
}
