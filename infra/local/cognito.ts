// Cognito as cognito-local 5.3, assembled in this process the way its own default server is, but
// with the local cloud's data directory (written crash-safe, cognito-data-store.ts), issuer, mail
// outbox and in-process triggers, tokens signed with the install's own key, and the checks Cognito
// makes that cognito-local lacks (tokens presented, guessed passwords and codes, shared e-mails).
import { createRequire } from 'node:module';
import { createServer } from 'cognito-local/lib/server';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import {
  DateClock,
  MessagesService,
  TriggersService,
  type LambdaService,
  type Services,
} from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import type { JSONWebKeySet } from 'jose';
import { withAliasCheck } from './cognito-alias-check';
import { durableCognitoStores } from './cognito-data-store';
import { withGuessLimits } from './cognito-guesses';
import { withSessionChecks } from './cognito-sessions';
import { installSigningKey } from './cognito-signing-key';
import { installKeyTokens } from './cognito-tokens';
import type { Log } from './log';

type Logger = Parameters<typeof createServer>[1];

// cognito-local's AWS SDK v2 prints an end-of-support notice one tick after loading unless told not to.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

export interface CognitoOptions {
  directory: string;
  /** Tokens are issued by `<issuerDomain>/<userPoolId>`. */
  issuerDomain: string;
  triggers: LambdaService;
  sender: MessageSender;
  /** Where a damaged data file is reported. */
  log: Log;
}

export interface LocalCognito {
  endpoint: string;
  /** The pool's public keys, which its tokens are checked against (cognito-local's own route lists the shipped key). */
  keys: JSONWebKeySet;
  stop(): Promise<void>;
}

/** cognito-local's request logger, from the pino it depends on, quiet unless something breaks. */
function quietLogger(): Logger {
  const cognitoLocalEntry = createRequire(import.meta.url).resolve('cognito-local');
  const pino = createRequire(cognitoLocalEntry)('pino');
  return pino({ level: 'error' }, pino.destination(2)) as Logger;
}

export async function startCognito(options: CognitoOptions): Promise<LocalCognito> {
  const { directory, issuerDomain, triggers, sender, log } = options;
  const logger = quietLogger();
  const ctx = { logger };
  const config: Config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { hostname: '127.0.0.1', port: 0, development: false, https: false },
  };
  const clock = new DateClock();
  const dataStores = durableCognitoStores(directory, log);
  const signingKey = await installSigningKey(directory);
  const cognito = await new CognitoServiceFactoryImpl(
    directory,
    dataStores,
    new UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  const triggerService = new TriggersService(clock, cognito, triggers, new CryptoService(config.KMSConfig));
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggerService, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: installKeyTokens(new JwtTokenGenerator(clock, triggerService, config.TokenConfig), signingKey),
    triggers: triggerService,
  };
  const router = withGuessLimits(withSessionChecks(withAliasCheck(Router(services), services), services, signingKey), services);
  const server = await createServer(router, logger, config.ServerConfig, services).start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    keys: { keys: [signingKey.publicJwk] },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
