// The admin area's view of an event's waiting lists: per modality, those offered a place (until when)
// then those waiting, in the list's order, with the counts the Dashboard shows.
import { fullName } from '@shared/registration/registrant-name';
import type { AthleteData } from '@shared/registration/registration-api';
import { countsOf, waitingInLine } from '@shared/registration/waitlist';
import type { WaitlistAdminEntry, WaitlistAdminView } from '@shared/registration/waitlist-api';
import type { Modality } from '@shared/results/event-schemas';
import type { WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';

function adminEntry(entry: WaitlistEntryItem, posicion: number | null): WaitlistAdminEntry {
  return { correo: entry.correo, nombre: fullName(entry.datos as AthleteData), estado: entry.estado, posicion, alta: entry.alta, ofertaVence: entry.ofertaVence ?? null };
}

export function waitlistAdminView(entries: readonly WaitlistEntryItem[], modalidades: readonly Modality[]): WaitlistAdminView {
  const codes = [...new Set(entries.map((entry) => entry.codigoModalidad))];
  return {
    modalidades: codes.map((codigoModalidad) => {
      const own = entries.filter((entry) => entry.codigoModalidad === codigoModalidad);
      const offered = own.filter((entry) => entry.estado === 'ofrecida').sort((a, b) => (a.ofertaVence ?? '').localeCompare(b.ofertaVence ?? ''));
      return {
        codigoModalidad,
        descripcionModalidad: modalidades.find((modality) => modality.codigoModalidad === codigoModalidad)?.descripcionModalidad ?? codigoModalidad,
        ...countsOf(own),
        entradas: [...offered.map((entry) => adminEntry(entry, null)), ...waitingInLine(own).map((entry, index) => adminEntry(entry, index + 1))],
      };
    }),
  };
}
