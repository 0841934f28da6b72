// Everything that can be rebuilt from code: APIs, handlers, jobs and the site, bound to the stateful stack.
import { CfnOutput, CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { AppSettings } from './app-settings';
import type { PlatformResources } from './capability-bindings';
import { FeatureStacks } from './feature-stacks';
import { PlatformHttpApi } from './http-api';
import { MediaProcessing } from './media-processing';
import { Monitoring } from './monitoring';
import { OrganizerDomains } from './organizer-domains';
import { RealtimeApi } from './realtime-api';
import { routeSlices } from './routes';
import { WebHosting } from './web-hosting';
import { WorkQueues } from './work-queues';

export interface ApplicationStackProps extends StackProps {
  settings: AppSettings;
  spaDirectory: string;
  resources: PlatformResources & Required<Pick<PlatformResources, 'userPool'>>;
  userPoolClient: IUserPoolClient;
  logs: IBucket;
}

export class ApplicationStack extends Stack {
  constructor(scope: Construct, id: string, props: ApplicationStackProps) {
    super(scope, id, props);
    // Exports keep the stateful stack from being deleted while this stack still uses it.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { settings, userPoolClient } = props;
    const realtime = new RealtimeApi(this, 'Realtime');
    // Created by hand before the first deploy (README): its private keys never pass through CDK.
    const paymentKeys = Secret.fromSecretNameV2(this, 'PaymentKeys', settings.conektaSecretName);
    const garminKeys = Secret.fromSecretNameV2(this, 'GarminKeys', settings.garminSecretName);
    const vapidKeys = Secret.fromSecretNameV2(this, 'VapidKeys', settings.vapidSecretName);
    const work = new WorkQueues(this, 'Queues');
    const organizerDomains = settings.organizerDomains ? new OrganizerDomains(this, 'OrganizerDomains') : undefined;
    const resources = { ...props.resources, connections: realtime.stage, paymentKeys, garminKeys, vapidKeys, queues: work.queues, organizerDomains };
    const httpApi = new PlatformHttpApi(this, 'Http', { userPool: resources.userPool, userPoolClient, spaDirectory: props.spaDirectory });
    const media = new MediaProcessing(this, 'MediaProcessing', { uploads: resources.uploads });
    // Every handler of the route table, in its feature's nested stack.
    new FeatureStacks(this, 'Features', { slices: routeSlices, resources, httpApi, realtime, queues: work, media });
    new Monitoring(this, 'Monitoring', { httpApi: httpApi.api, webSocketStage: realtime.stage, table: resources.table, alarmEmail: settings.alarmEmail });

    const web = new WebHosting(this, 'Web', {
      spaDirectory: props.spaDirectory,
      mainHosts: settings.mainHosts,
      certificateArn: settings.certificateArn,
      organizerSubdomains: settings.organizerSubdomains,
      apiDomainName: httpApi.domainName,
      originSecret: httpApi.originSecret,
      media: resources.media,
      uploads: resources.uploads,
      logs: props.logs,
      runtimeConfig: {
        region: this.region,
        userPoolId: resources.userPool.userPoolId,
        userPoolClientId: userPoolClient.userPoolClientId,
        webSocketUrl: realtime.stage.url,
        tracking: { pixelId: settings.pixelId, analyticsId: settings.analyticsId },
        payments: {
          provider: 'conekta',
          publicKey: settings.conektaPublicKey ?? '',
          testPublicKey: settings.conektaTestPublicKey ?? '',
        },
        push: { publicKey: settings.vapidPublicKey ?? '', service: 'navegador' },
      },
    });

    httpApi.setMainHosts(web.mainHosts);
    httpApi.setPageSecurity(web.sources, settings.analyticsId);
    organizerDomains?.serve(web.behaviours, props.logs);

    new CfnOutput(this, 'SiteUrl', { value: web.siteUrl });
    // Clients reach the API through the site's own origin.
    new CfnOutput(this, 'ApiUrl', { value: `${web.siteUrl}/api` });
    new CfnOutput(this, 'WebSocketUrl', { value: realtime.stage.url });
    if (organizerDomains) {
      new CfnOutput(this, 'OrganizerDomainTarget', {
        description: 'Destino del CNAME de los dominios propios de los organizadores',
        value: organizerDomains.domainTarget,
      });
    }
  }
}
