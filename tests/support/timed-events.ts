// Timed events made through the console API by signed-up organizers, for tests against a local cloud.
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { EventInfo, EventSummary } from '@shared/results/event-schemas';
import { callApi, cognitoAdminClient, runtimeConfig, signIn, signedUpAthlete } from './accounts';

export function newEventInfo(overrides: Partial<EventInfo> = {}): EventInfo {
  return {
    nombreEvento: 'Medio Maratón de Prueba',
    logoEvento: '',
    fechaEvento: '2030-03-01',
    horaEvento: '07:00',
    lugarEvento: 'Bosque de Chapultepec',
    ciudadEvento: 'Ciudad de México',
    paisEvento: 'México',
    zonaHoraria: 'America/Mexico_City',
    eventoDisponible: 2,
    showWeb: false,
    eventType: 'standard',
    organizador: { nombre: 'Corredores de Prueba', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' },
    ...overrides,
  };
}

/** Creates an event as the holder of `token`, who becomes its master. */
export async function createdEvent(cloudUrl: string, token: string, overrides: Partial<EventInfo> = {}): Promise<EventSummary> {
  const res = await callApi<EventSummary>(cloudUrl, '/api/events', { method: 'POST', token, body: newEventInfo(overrides) });
  if (res.status !== 201) throw new Error(`event creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A signed-up account in the Cognito group `admin`, signed in again so its token carries the group. */
export async function signedUpAdmin(cloudUrl: string, cognitoAdminEndpoint: string): Promise<{ token: string }> {
  const { athlete } = await signedUpAthlete(cloudUrl);
  const { userPoolId } = await runtimeConfig(cloudUrl);
  await cognitoAdminClient(cognitoAdminEndpoint).send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: athlete.correo, GroupName: 'admin' }),
  );
  return { token: await signIn(cloudUrl, athlete.correo, athlete.password) };
}
