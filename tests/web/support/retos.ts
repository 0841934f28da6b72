// Retos as the API answers them, for the web tests: a reto's public view and its organizer's.
import { retoLookDefaults } from '@shared/retos/reto-look';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';

export function aVirtualEventView(overrides: Partial<VirtualEventView> = {}): VirtualEventView {
  return {
    eventID: '1-2-3',
    eventName: 'Reto de otoño',
    eventDescription: '',
    eventStart: '2030-01-01T06:00:00.000Z',
    eventEnd: '2030-01-31T06:00:00.000Z',
    distance: 21.1,
    price: 0,
    eventType: 'standard',
    admitResults: false,
    eventEnded: false,
    accessCodeAdmited: 10,
    ...retoLookDefaults,
    eventPhoto: null,
    raceNumberImage: null,
    medalImage: null,
    frameImage: null,
    certificateImage: null,
    startAudio: null,
    finishAudio: null,
    photosConfig: { logos: [], marcos: [] },
    categories: { F: [], M: [] },
    form: [],
    userCreate: { athleteCreateName: 'Ana', athleteCreateLastName: 'López' },
    ...overrides,
  };
}

export function anOrganizerRetoView(overrides: Partial<OrganizerRetoView> = {}): OrganizerRetoView {
  return {
    ...aVirtualEventView(),
    userCreate: { userIDCreate: 'user-1', athleteCreateName: 'Ana', athleteCreateLastName: 'López', athleteCreateEmail: 'ana@example.mx' },
    revision: 3,
    codeUsesIssued: 0,
    participantCount: 0,
    ...overrides,
  };
}
