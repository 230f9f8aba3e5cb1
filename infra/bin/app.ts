import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { loadStageConfig } from '../config';
import { EdgeStack } from '../edge-stack';
import { SaluteStack } from '../stack';

/**
 * `cdk deploy -c stage=dev|prod --all`: the stage's stack (and, with WAF, its us-east-1 edge stack), checked by
 * cdk-nag on every synth.
 */
export function buildApp(app = new App()) {
  const config = loadStageConfig((key) => app.node.tryGetContext(key));
  const account = config.account ? { account: config.account } : {};
  // CloudFront takes its WAF web ACL from us-east-1 only: a small stack there, read across regions.
  const edge = config.waf
    ? new EdgeStack(app, `Salute-${config.stage}-edge`, {
        config,
        env: { region: 'us-east-1', ...account },
        crossRegionReferences: true,
        terminationProtection: config.retainData,
        description: `SaluteMia (${config.stage}): the web app's WAF web ACL, in us-east-1 for CloudFront`,
        tags: { app: 'salute', stage: config.stage },
      })
    : undefined;
  const stack = new SaluteStack(app, `Salute-${config.stage}`, {
    config,
    ...(edge ? { webAclArn: edge.webAclArn, crossRegionReferences: true } : {}),
    env: { region: config.region, ...account },
    // A stage that keeps its data (prod) cannot be deleted by a stray `cdk destroy`.
    terminationProtection: config.retainData,
    description: `SaluteMia (${config.stage})`,
    tags: { app: 'salute', stage: config.stage },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  return { app, stack, edge, config };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  buildApp().app.synth();
}
