import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import { loadStageConfig } from '../config';
import { SaluteStack } from '../stack';

/** `cdk deploy -c stage=dev|prod`: one stack per stage, checked by cdk-nag on every synth. */
export function buildApp(app = new App()) {
  const config = loadStageConfig((key) => app.node.tryGetContext(key));
  const stack = new SaluteStack(app, `Salute-${config.stage}`, {
    config,
    env: { region: config.region, ...(config.account ? { account: config.account } : {}) },
    description: `SaluteMia (${config.stage})`,
    tags: { app: 'salute', stage: config.stage },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new HIPAASecurityChecks(app));
  return { app, stack, config };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  buildApp().app.synth();
}
