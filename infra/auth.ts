// Accounts: the Cognito user pool (created by the API, signed into by e-mail), the SPA's client and the admin group.
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import { userPoolSettings } from './auth-settings';
import type { PlatformResources } from './capability-bindings';
import { type UserPoolTrigger, userPoolTriggers } from './routes';

export interface AuthProps {
  mailFrom: string;
  /** What trigger handlers may use; the pool itself is left out (see PlatformResources.userPool). */
  triggerResources: PlatformResources;
}

const operations: Record<UserPoolTrigger['trigger'], UserPoolOperation> = {
  customMessage: UserPoolOperation.CUSTOM_MESSAGE,
};

export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      // Accounts are created by the API (AdminCreateUser) after validating the sign-up form.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: userPoolSettings.passwordPolicy.MinimumLength,
        requireLowercase: userPoolSettings.passwordPolicy.RequireLowercase,
        requireUppercase: userPoolSettings.passwordPolicy.RequireUppercase,
        requireDigits: userPoolSettings.passwordPolicy.RequireNumbers,
        requireSymbols: userPoolSettings.passwordPolicy.RequireSymbols,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Confirma tu correo',
        emailBody: 'Tu código de verificación es {####}.',
        smsMessage: 'Tu código de verificación es {####}.',
      },
      userInvitation: {
        emailSubject: 'Tu cuenta está lista',
        emailBody: 'Se creó tu cuenta con el usuario {username} y la contraseña temporal {####}.',
      },
      // The SES identity must be verified in the region the pool is deployed to.
      email: UserPoolEmail.withSES({ fromEmail: props.mailFrom, sesRegion: Stack.of(this).region }),
      // Stated rather than left to Cognito's default: threat protection (the Plus plan) is not part of the product.
      featurePlan: FeaturePlan.ESSENTIALS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          `The product spec sets only a ${userPoolSettings.passwordPolicy.MinimumLength}-character minimum for passwords, ` +
          'with no character classes; shared/accounts/account-schemas.ts enforces the same rule.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is not part of the product: the spec has every account sign in with e-mail and password only.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Threat protection needs the Plus feature plan; the feature plan of this pool is Essentials.',
      },
    );

    this.client = this.userPool.addClient('WebClient', {
      // The SPA signs in with USER_PASSWORD_AUTH (the local Cognito has no SRP); CDK adds refresh.
      authFlows: { userPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.minutes(userPoolSettings.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(userPoolSettings.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(userPoolSettings.refreshTokenValidityDays),
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: userPoolSettings.adminGroup,
      description: 'Administradores de la plataforma',
    });

    for (const trigger of userPoolTriggers) {
      const handler = new AppFunction(this, trigger.id, { ...trigger, resources: props.triggerResources });
      this.userPool.addTrigger(operations[trigger.trigger], handler.fn);
    }
  }
}
