import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRICS_DIMENSIONS, METRICS_NAMESPACE } from '../contracts/metrics';

const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_DIMENSIONS.service });

/**
 * Counts one occurrence at once: a line in CloudWatch's embedded metric format on the function's log, which
 * Lambda turns into a metric point (no API call, nothing to flush at the end of the request). `details` go into
 * the line as metadata, for whoever reads the log after an alarm: ids and kinds only, never health data.
 */
export function countOne(name: string, details: Record<string, string> = {}) {
  const single = metrics.singleMetric();
  for (const [key, value] of Object.entries(details)) single.addMetadata(key, value);
  single.addMetric(name, MetricUnit.Count, 1);
}
