import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

/** The CloudWatch dimension the configuration set's events are counted by (SES's `AWS/SES` namespace). */
export const MAIL_EVENTS_DIMENSION = 'stage';

/**
 * What the stage sends through SES (the reminders, the feedback, and Cognito's codes) goes through one
 * configuration set: TLS required; SES's reputation figures for this set; addresses that bounced or complained
 * suppressed at the account level; and each send, bounce, complaint and rejection counted in CloudWatch under
 * the stage's name, which the bounce and complaint alarms read (infra/constructs/monitoring.ts).
 */
export class Mail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly configurationSetName: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    this.configurationSetName = `salute-${props.stage}`;
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('Events', {
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          name: MAIL_EVENTS_DIMENSION,
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: props.stage,
        },
      ]),
      events: [
        ses.EmailSendingEvent.SEND,
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
      ],
    });
  }
}
