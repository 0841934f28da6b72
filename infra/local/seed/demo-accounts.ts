// The three demo accounts (athlete, organizer, admin), signed up through POST /api/accounts; the
// admin then joins the Cognito admin group as a platform administrator would be added.
import { AdminAddUserToGroupCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SignUpRequest } from '../../../shared/accounts/account-schemas';
import { userPoolSettings } from '../../auth-settings';
import type { SeedContext, SeedStep } from '../seed-demo';

export interface DemoAccount {
  rol: 'Atleta' | 'Organizador' | 'Administrador';
  signUp: SignUpRequest;
  admin: boolean;
}

export const demoPassword = 'Demo123!';

const person = (correo: string, nombres: string, genero: 'F' | 'M', fechaNacimiento: string): SignUpRequest => ({
  nombres,
  apellidos: 'Demo',
  telefono: '5512345678',
  genero,
  fechaNacimiento,
  correo,
  password: demoPassword,
});

export const demoAccounts: readonly DemoAccount[] = [
  { rol: 'Atleta', signUp: person('atleta@demo.mx', 'Ana', 'F', '1992-04-18'), admin: false },
  { rol: 'Organizador', signUp: person('organizador@demo.mx', 'Óscar', 'M', '1985-09-02'), admin: false },
  { rol: 'Administrador', signUp: person('admin@demo.mx', 'Adriana', 'F', '1980-01-25'), admin: true },
];

/** The Cognito username of the account with this e-mail, if there is one (usernames are generated at sign-up). */
async function usernameOf({ cognito, userPoolId }: SeedContext, correo: string): Promise<string | undefined> {
  const { Users } = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${correo}"` }));
  return Users?.[0]?.Username;
}

async function signUp(context: SeedContext, account: DemoAccount): Promise<void> {
  // An account from an earlier start is not signed up again: sign-ups count against the address's limit.
  if (await usernameOf(context, account.signUp.correo)) return;
  const response = await fetch(`${context.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account.signUp),
  });
  // 409: another start signed it up in the meantime.
  if (response.ok || response.status === 409) return;
  throw new Error(`POST /api/accounts (${account.signUp.correo}) → ${response.status} ${await response.text()}`);
}

async function addToAdminGroup(context: SeedContext, correo: string): Promise<void> {
  const username = await usernameOf(context, correo);
  if (!username) throw new Error(`No existe el usuario ${correo} en Cognito`);
  const GroupName = userPoolSettings.adminGroup;
  await context.cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: context.userPoolId, Username: username, GroupName }));
}

export const demoAccountsStep: SeedStep = {
  name: 'cuentas de atleta, organizador y administrador',
  async run(context) {
    for (const account of demoAccounts) {
      await signUp(context, account);
      if (account.admin) await addToAdminGroup(context, account.signUp.correo);
    }
  },
};
