/**
 * The product's own CloudWatch metrics: published by the handlers (Powertools Metrics, in CloudWatch's embedded
 * metric format on the log) and alarmed on by the stack (infra/constructs/monitoring.ts). One place for both.
 */
export const METRICS_NAMESPACE = 'SaluteMia';

/** Every metric carries this one dimension, so an alarm names it exactly. */
export const METRICS_DIMENSIONS = { service: 'salute' } as const;

export const METRIC = {
  /**
   * Salus answered offline because the model call failed or came back empty (not because no model is
   * configured, which is a stage's choice): each such answer counts one.
   */
  assistantModelFailures: 'AssistantModelFailures',
  /**
   * Salus answered offline because no model key is configured (the stage's secret still holds its `unset`
   * marker, or no secret is given): each such answer counts one, so an operator learns that a stage meant to
   * have the model does not.
   */
  assistantModelNotConfigured: 'AssistantModelNotConfigured',
} as const;
