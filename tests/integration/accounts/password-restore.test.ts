import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, runtimeConfig, signIn, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');

interface OutboxMessage {
  to: string[] | string;
  subject: string;
  text?: string;
  html?: string;
}

describe('password restore', () => {
  it('e-mails a Spanish code that sets a new password', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    const { userPoolClientId } = await runtimeConfig(cloudUrl);
    const cognito = cognitoClient(cloudUrl);

    await cognito.send(new ForgotPasswordCommand({ ClientId: userPoolClientId, Username: athlete.correo }));
    const mail = await waitFor(async () => {
      const res = await fetch(`${cloudUrl}/local/outbox.json?to=${encodeURIComponent(athlete.correo)}`);
      const list = (await res.json()) as OutboxMessage[];
      return list.find((m) => m.subject === 'Recupera tu contraseña');
    });
    const code = /<b>(\d+)<\/b>/.exec(mail.html ?? mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{4,}$/);

    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: userPoolClientId,
        Username: athlete.correo,
        ConfirmationCode: code!,
        Password: 'nueva-clave',
      }),
    );
    await expect(signIn(cloudUrl, athlete.correo, 'nueva-clave')).resolves.toMatch(/^ey/);
    await expect(signIn(cloudUrl, athlete.correo, athlete.password)).rejects.toThrow();
  });
});
