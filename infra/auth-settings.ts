// Cognito user pool settings that the CDK auth construct and the local cloud both apply.
import { PASSWORD_MIN } from '@shared/accounts/account-schemas';

export const userPoolSettings = {
  /** Users sign in with their e-mail; Cognito keeps a generated username (the `sub`). */
  usernameAttributes: ['email'] as const,
  /** Cognito's password policy as the API and CloudFormation spell it: only the length rule, as the product asks. */
  passwordPolicy: {
    MinimumLength: PASSWORD_MIN,
    RequireLowercase: false,
    RequireUppercase: false,
    RequireNumbers: false,
    RequireSymbols: false,
  },
  adminGroup: 'admin',
  /** The SPA signs in with USER_PASSWORD_AUTH (the local Cognito has no SRP). */
  clientAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] as const,
  idTokenValidityMinutes: 60,
  refreshTokenValidityDays: 30,
} as const;
