// The whole platform on one machine: DynamoDB Local, s3rver and cognito-local behind one public
// port that serves the SPA, the API, the WebSocket API and the local-only tools, with the route
// table's handlers running in this process.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { Closers } from './closers';
import { startCognito } from './cognito';
import { outboxMessageSender } from './cognito-mail';
import { ensureUserPool } from './cognito-pool';
import { inProcessTriggers } from './cognito-triggers';
import { startDynamoDb, useRunningDynamoDb } from './dynamodb';
import { startDynamoDbMeter } from './dynamodb-meter';
import { applyHandlerEnvironment } from './handler-env';
import { createInvoker } from './handler-invoker';
import { assertJava } from './java';
import { localCredentials, localRegion } from './local-aws';
import type { Log } from './log';
import { createMailOutbox } from './mail-outbox';
import { createPaymentSimulator } from './payment-simulator';
import { createLocalDns, dnsPath } from './local-dns';
import { createGarminStandIn } from './garmin-stand-in';
import { garminPath } from './garmin-stand-in-pages';
import { paymentsPath } from './payment-simulator-page';
import { openOrderStore } from './payment-simulator-store';
import { createPublicServer } from './public-server';
import { createPushService } from './push-service';
import { installVapidKeys } from './vapid-keys';
import { repoRoot } from './repo-root';
import { platformRouteTable, type RouteTable } from './route-table';
import { startS3, type BucketNames } from './s3';
import { createS3TriggerDispatch } from './s3-triggers';
import { startSchedules } from './schedules';
import { createSqsApi, sqsPath } from './sqs-api';
import { StartError } from './start-error';
import { seedDemo, type SeedRun } from './seed-demo';
import { createSite } from './site';
import { prepareStorage } from './storage';
import { ensureTable } from './table';
import { createLocalQueues } from './queue-poller';

export type LocalCloudOptions = {
  /** 0 picks a free port. */
  port: number;
  /** Seed the demo data (idempotent). */
  seed?: boolean;
  /** Size of the finished demo race (2,000 unless given). */
  demoAthletes?: number;
  /** Registrants of the spring demo race (2,500 unless given; 0 for none, else at least 50). */
  demoRegistrants?: number;
  /** The demo's retos (true unless told). */
  demoRetos?: boolean;
  /** Answer once the quick seed steps ran; the demo registrants go on being created while the platform runs. */
  backgroundSeed?: boolean;
  /** The built SPA; web/dist by default. */
  webDist?: string;
  log?: Log;
  /** The platform's route table unless given another (tests use tiny fixture tables). */
  routes?: RouteTable;
  /** Multiplies every request limit; test runs that send hundreds of registrations from one address raise it. */
  rateLimitFactor?: number;
  /**
   * A DynamoDB Local already running (in memory) to keep the table in, instead of starting one: test
   * runs start one Java for all their clouds, each with a table name of its own. Its table is dropped
   * when the cloud stops.
   */
  sharedDynamoDb?: { endpoint: string; tableName: string };
} & ({ dataDir: string; memory?: never } | { memory: true; dataDir?: never });

export interface LocalCloud {
  url: string;
  webSocketUrl: string;
  /** cognito-local itself, for Admin* calls (tests, tools); the public port refuses those. */
  cognitoAdminEndpoint: string;
  /** Settles once the demo's quick steps ran (at once without a seed): the cloud answers, and can be stopped, before. */
  seeded: Promise<void>;
  /** The demo seed's steps on this start, with a seed: those still at work, and when they all ended. */
  demo?: Pick<SeedRun, 'steps' | 'pending' | 'finished'>;
  stop(): Promise<void>;
}

const defaultTableName = 'carreras-local';
const bucketNames: BucketNames = { uploads: 'carreras-uploads-local', media: 'carreras-media-local', reports: 'carreras-reports-local' };
const mailFrom = 'no-responder@carreras.localhost';
/** The longest a stop waits for the requests in flight: API Gateway's own limit on an API request. */
const DRAIN_TIMEOUT_MS = 30_000;

function trackingFromEnv() {
  return {
    ...(process.env.PIXEL_ID ? { pixelId: process.env.PIXEL_ID } : {}),
    ...(process.env.ANALYTICS_ID ? { analyticsId: process.env.ANALYTICS_ID } : {}),
  };
}

async function listenOn(server: ReturnType<typeof createPublicServer>, port: number): Promise<number> {
  try {
    return await server.listen(port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new StartError(`El puerto ${port} está ocupado: detén lo que lo usa o elige otro con PORT=<puerto>.`);
  }
}

/** Only one local cloud per process: the handlers read their settings from process.env. */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  assertJava();
  const log = options.log ?? ((line: string) => console.error(line));
  const routes = options.routes ?? platformRouteTable;
  const tableName = options.sharedDynamoDb?.tableName ?? defaultTableName;
  const closers = new Closers(log);
  try {
    const storage = await prepareStorage(options.dataDir);
    closers.add(() => storage.dispose());
    // The emulators stop after the public port has closed: nothing still running needs them then.
    const emulators = new Closers(log);
    closers.add(() => emulators.closeAll());
    const publicServer = createPublicServer(log);
    const port = await listenOn(publicServer, options.port);
    closers.add(() => publicServer.close());
    const host = `localhost:${port}`;
    const url = `http://${host}`;
    // The SPA reaches Cognito through the public port, so tokens name that address as their issuer.
    const cognitoIssuerDomain = `${url}/cognito`;

    const invoke = createInvoker(repoRoot);
    const queues = createLocalQueues(routes.queueConsumers, invoke, log);
    closers.add(() => queues.stop());
    const outbox = createMailOutbox(storage.mail);
    // A fresh secret per start: only this process's handlers verify what its simulator signs.
    const paymentSecret = randomBytes(32).toString('hex');
    const garminSecret = randomBytes(32).toString('hex');
    const originSecret = randomBytes(32).toString('hex');
    const rateLimitFactor = options.rateLimitFactor ?? 1;
    let seeding = false;
    const payments = createPaymentSimulator({
      store: await openOrderStore(storage.payments, log),
      webhookUrl: `${url}/api/payments/webhook`,
      secret: paymentSecret,
    });
    const registered = <Service extends { stop(): Promise<void> }>(starting: Promise<Service>) =>
      starting.then((service) => {
        emulators.add(() => service.stop());
        return service;
      });
    const onS3Record = createS3TriggerDispatch(routes.bucketTriggers, bucketNames, invoke, log);
    const starts = [
      registered(
        options.sharedDynamoDb
          ? useRunningDynamoDb(options.sharedDynamoDb.endpoint, [tableName], { prepare: (client) => ensureTable(client, tableName) })
          : startDynamoDb(storage.dynamoDb, { log, prepare: (client) => ensureTable(client, tableName) }),
      ),
      registered(startS3(storage.s3, bucketNames, onS3Record)),
      registered(
        startCognito({
          directory: storage.cognito,
          issuerDomain: cognitoIssuerDomain,
          triggers: inProcessTriggers(routes.userPoolTriggers, invoke, log),
          sender: outboxMessageSender(outbox, mailFrom, log),
          log,
        }),
      ),
    ] as const;
    // Every start must settle (and so be stoppable) before a failure of one of them is thrown.
    await Promise.allSettled(starts);
    const [dynamoDb, s3, cognito] = await Promise.all(starts);

    const dynamoDbMeter = await registered(startDynamoDbMeter(dynamoDb.endpoint));
    const cognitoAdmin = new CognitoIdentityProviderClient({
      region: localRegion,
      endpoint: cognito.endpoint,
      credentials: localCredentials,
    });
    emulators.add(() => cognitoAdmin.destroy());
    const pool = await ensureUserPool(cognitoAdmin, storage.root);

    const webDist = options.webDist ?? join(repoRoot, 'web/dist');
    const vapidKeys = await installVapidKeys(storage.root);
    applyHandlerEnvironment({
      cloudUrl: url,
      tableName,
      uploadsBucket: bucketNames.uploads,
      mediaBucket: bucketNames.media,
      reportsBucket: bucketNames.reports,
      userPoolId: pool.userPoolId,
      mailFrom,
      dynamoDbEndpoint: dynamoDbMeter.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      paymentSimulatorUrl: `${url}${paymentsPath}`,
      paymentSimulatorSecret: paymentSecret,
      wearableStandInUrl: `${url}${garminPath}`,
      wearableStandInSecret: garminSecret,
      vapidKeys,
      pushServiceOrigin: url,
      localDnsUrl: `${url}${dnsPath}`,
      queueUrl: (name) => `${url}${sqsPath}/${name}`,
      mainHosts: [host, `127.0.0.1:${port}`],
      originSecret,
      rateLimitFactor,
      spaShellFile: join(webDist, 'index.html'),
      analyticsId: trackingFromEnv().analyticsId,
    });

    const site = createSite({
      host,
      routes,
      invoke,
      outbox,
      payments,
      dns: await createLocalDns(storage.dns),
      push: { publicKey: vapidKeys.publicKey, service: await createPushService({ file: storage.push, cloudUrl: url }) },
      garmin: await createGarminStandIn({ file: storage.garmin, cloudUrl: url, webhookUrl: `${url}/api/wearables/activities`, secret: garminSecret }),
      cognito: {
        endpoint: cognito.endpoint,
        issuerDomain: cognitoIssuerDomain,
        issuer: `${cognitoIssuerDomain}/${pool.userPoolId}`,
        keys: cognito.keys,
        ...pool,
      },
      s3Endpoint: s3.endpoint,
      mediaBucket: bucketNames.media,
      webDist,
      tracking: trackingFromEnv(),
      originSecret,
      rateLimitFactor,
      sqs: createSqsApi(queues, routes.queueConsumers.map(({ queue }) => queue)),
      metrics: () => ({ dynamodb: dynamoDbMeter.counts(), queues: queues.stats(), bucketTriggers: onS3Record.stats(), handlers: invoke.durations() }),
      log,
      // The demo's registrants get thousands of mails while the seed runs: the outbox keeps them all,
      // and the console shows the seed's progress instead of announcing each one.
      mailLog: (line) => {
        if (!seeding) log(line);
      },
    });
    closers.add(() => site.close());
    publicServer.serve(site);
    // Closers run in reverse: the seed and the schedules stop, then new API requests are refused while
    // those in flight and the queues' batches finish, and only then the port closes and the emulators stop.
    closers.add(async () => {
      await publicServer.drain(DRAIN_TIMEOUT_MS);
      await queues.stop();
    });
    closers.add(startSchedules(routes.schedules, invoke, log));

    let seeded = Promise.resolve();
    let demo: LocalCloud['demo'];
    if (options.seed) {
      const context = {
        url,
        cognito: cognitoAdmin,
        userPoolId: pool.userPoolId,
        stateDir: storage.root,
        demoAthletes: options.demoAthletes ?? 2000,
        demoRegistrants: options.demoRegistrants ?? 2500,
        demoRetos: options.demoRetos ?? true,
        log,
      };
      seeding = true;
      const seed = seedDemo(context, { background: options.backgroundSeed });
      void seed.finished.finally(() => {
        seeding = false;
      });
      closers.add(() => seed.stop());
      seeded = seed.ready;
      demo = { steps: seed.steps, pending: () => seed.pending(), finished: seed.finished };
    }

    let stopping: Promise<void> | undefined;
    return {
      url,
      webSocketUrl: `ws://${host}/ws`,
      cognitoAdminEndpoint: cognito.endpoint,
      seeded,
      demo,
      stop: () => (stopping ??= closers.closeAll()),
    };
  } catch (error) {
    await closers.closeAll();
    throw error;
  }
}
