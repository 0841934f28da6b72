// The demo accounts (athlete, organizer, admin, and the staff of the organizer's events), signed up
// through POST /api/accounts, each from a loopback address of its own as different people would;
// the admin then joins the Cognito admin group as a platform administrator would be added.
import { AdminAddUserToGroupCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SignUpRequest } from '@shared/accounts/account-schemas';
import type { EventProfile } from '@shared/registration/admin-permissions';
import { userPoolSettings } from '../../auth-settings';
import type { SeedContext, SeedStep } from '../seed-demo';
import { loopbackAddress, sendFrom } from './loopback-client';
import { apiCaller, CallFailed } from './seed-api';

export type DemoRole = 'Atleta' | 'Organizador' | 'Administrador' | 'Organizadora' | 'Cliente' | 'Taquilla' | 'Cronometrista';

export interface DemoAccount {
  rol: DemoRole;
  signUp: SignUpRequest;
  admin: boolean;
  /** The profile the organizer authorizes it with on the events that take registrations (demo-staff-access.ts). */
  perfilEvento?: EventProfile;
  /** The profile the organizer authorizes it with on the live race (demo-staff-access.ts). */
  perfilEnVivo?: EventProfile;
}

export const demoPassword = 'Demo123!';

export const person = (correo: string, nombres: string, genero: 'F' | 'M', fechaNacimiento: string): SignUpRequest => ({
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
  { rol: 'Organizadora', signUp: person('organizadora@demo.mx', 'Olivia', 'F', '1988-06-14'), admin: false, perfilEvento: 'MasterOrganizador' },
  { rol: 'Cliente', signUp: person('cliente@demo.mx', 'Claudio', 'M', '1979-11-30'), admin: false, perfilEvento: 'MasterCliente' },
  { rol: 'Taquilla', signUp: person('taquilla@demo.mx', 'Tania', 'F', '1995-02-08'), admin: false, perfilEvento: 'inscriptor' },
  { rol: 'Cronometrista', signUp: person('cronometro@demo.mx', 'Carmen', 'F', '1990-07-21'), admin: false, perfilEnVivo: 'cronometrista' },
];

export function demoAccount(rol: DemoRole): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.rol === rol);
  if (!account) throw new Error(`No hay cuenta de demostración ${rol}`);
  return account;
}

/** The Cognito username of the account with this e-mail, if there is one (usernames are generated at sign-up). */
async function usernameOf({ cognito, userPoolId }: SeedContext, correo: string): Promise<string | undefined> {
  const { Users } = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${correo}"` }));
  return Users?.[0]?.Username;
}

/** Signs a person up from the n-th seed address, unless an earlier start did. */
export async function signUpDemoPerson(context: SeedContext, signUp: SignUpRequest, client: number): Promise<void> {
  // An account from an earlier start is not signed up again: sign-ups count against the address's limit.
  if (await usernameOf(context, signUp.correo)) return;
  // Retried while the platform is slow or busy, as a person taps 'Crear cuenta' again.
  const api = apiCaller(context.url, {}, undefined, sendFrom(loopbackAddress('accounts', client)));
  try {
    await api.call('POST', '/api/accounts', signUp);
  } catch (error) {
    // 409: an earlier attempt, whose answer was lost, or another start signed it up in the meantime.
    if (error instanceof CallFailed && error.status === 409) return;
    throw error;
  }
}

async function addToAdminGroup(context: SeedContext, correo: string): Promise<void> {
  const username = await usernameOf(context, correo);
  if (!username) throw new Error(`No existe el usuario ${correo} en Cognito`);
  const GroupName = userPoolSettings.adminGroup;
  await context.cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: context.userPoolId, Username: username, GroupName }));
}

/** Signs up every demo account an earlier start did not (sign-ups are skipped for those that exist) and keeps the admin in its group. */
async function ensureDemoAccounts(context: SeedContext): Promise<void> {
  for (const [client, account] of demoAccounts.entries()) {
    await signUpDemoPerson(context, account.signUp, client);
    if (account.admin) await addToAdminGroup(context, account.signUp.correo);
  }
}

export const demoAccountsStep: SeedStep = {
  id: 'cuentas',
  name: 'cuentas de atleta, organizador, administrador y personal de los eventos',
  run: ensureDemoAccounts,
  // On each start too: a data directory from an earlier version lacks the accounts added since (the
  // banner names them all), and earlier local clouds emptied the admin group at every start
  // (cognito-pool.ts). An account that exists is not signed up again; adding a member again changes nothing.
  everyStart: ensureDemoAccounts,
};
