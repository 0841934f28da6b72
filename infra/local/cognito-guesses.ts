// Cognito's answers to guessed passwords and reset codes, which cognito-local does not give
// (docs/security.md, "Local cloud"). With user existence errors prevented, as the pool is configured
// (infra/auth.ts), a wrong password and an unknown e-mail get the same answer, a reset code asked for
// an unknown e-mail looks sent, and a code tried for one is wrong. Five failed sign-ins lock an
// account out for a time that doubles with each further failure; a reset code takes five wrong
// guesses, an account gets five codes an hour, and a code lasts an hour. New passwords follow the
// pool's policy.
import { CodeMismatchError, CognitoError, ExpiredCodeError, NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';
import { userPoolSettings } from '../auth-settings';
import { createAttemptCounts } from './cognito-attempts';

interface GuessRequest {
  ClientId?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  Username?: string;
  ConfirmationCode?: string;
  Password?: string;
  ProposedPassword?: string;
}

interface CodeDelivery {
  CodeDeliveryDetails?: { AttributeName?: string; DeliveryMedium?: string; Destination?: string };
}

/** The flows that try a password, by the operation that starts them. */
const passwordFlows = new Map([
  ['InitiateAuth', 'USER_PASSWORD_AUTH'],
  ['AdminInitiateAuth', 'ADMIN_USER_PASSWORD_AUTH'],
]);
const credentialRefusals = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);
const wrongCredentials = () => new NotAuthorizedError('Incorrect username or password.');
const tooManyAttempts = () => new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

/** An e-mail as Cognito shows where it sent a code: its first letters only. */
const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

function assertPasswordPolicy(password: unknown): void {
  const { MinimumLength } = userPoolSettings.passwordPolicy;
  if (typeof password !== 'string' || password.length < MinimumLength) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  if (password.length > 256) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password too long');
  }
}

export function withGuessLimits(router: Router, services: Services): Router {
  const attempts = createAttemptCounts();
  const userOf = async (ctx: Context, clientId: unknown, username: string) =>
    (await services.cognito.getUserPoolForClientId(ctx, String(clientId))).getUserByUsername(ctx, username);

  return (target) => {
    const route = router(target);
    const passwordFlow = passwordFlows.get(target);
    if (passwordFlow) {
      return async (ctx, request: GuessRequest) => {
        if (request.AuthFlow !== passwordFlow) return route(ctx, request);
        const username = String(request.AuthParameters?.USERNAME ?? '');
        if (attempts.isLockedOut(username)) throw new NotAuthorizedError('Password attempts exceeded');
        // cognito-local offers a new password to an account awaiting one without checking the old.
        const user = await userOf(ctx, request.ClientId, username);
        try {
          if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== request.AuthParameters?.PASSWORD) throw wrongCredentials();
          const answer = await route(ctx, request);
          attempts.signedIn(username);
          return answer;
        } catch (error) {
          if (!(error instanceof CognitoError) || !credentialRefusals.has(error.code)) throw error;
          attempts.signInFailed(username);
          throw wrongCredentials();
        }
      };
    }
    if (target === 'ForgotPassword') {
      return async (ctx, request: GuessRequest) => {
        const username = String(request.Username ?? '');
        const user = await userOf(ctx, request.ClientId, username);
        if (!attempts.codeRequested(username)) throw tooManyAttempts();
        const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(username) };
        if (!user) return { CodeDeliveryDetails: details };
        const answer = (await route(ctx, request)) as CodeDelivery;
        attempts.codeSent(username);
        return { CodeDeliveryDetails: { ...details, ...answer.CodeDeliveryDetails, Destination: details.Destination } };
      };
    }
    if (target === 'ConfirmForgotPassword') {
      return async (ctx, request: GuessRequest) => {
        const username = String(request.Username ?? '');
        const user = await userOf(ctx, request.ClientId, username);
        const code = attempts.code(username);
        if (code.spent) throw tooManyAttempts();
        if (!user || !user.ConfirmationCode || user.ConfirmationCode !== request.ConfirmationCode) {
          attempts.wrongGuess(username);
          throw new CodeMismatchError();
        }
        if (code.expired) throw new ExpiredCodeError();
        assertPasswordPolicy(request.Password);
        const answer = await route(ctx, request);
        attempts.codeUsed(username);
        return answer;
      };
    }
    if (target === 'ChangePassword') {
      return async (ctx, request: GuessRequest) => {
        assertPasswordPolicy(request.ProposedPassword);
        return route(ctx, request);
      };
    }
    return route;
  };
}
