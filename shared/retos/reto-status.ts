// A reto's status as its cards show it (docs/retos.md, The pages): 'Próximo' before its start,
// 'Abierto' until its end, 'Cerrado' once it ended or its organizer closed it.
export type RetoStatus = 'proximo' | 'abierto' | 'cerrado';

export const retoStatusLabels: Record<RetoStatus, string> = { proximo: 'Próximo', abierto: 'Abierto', cerrado: 'Cerrado' };

export function retoStatus(reto: { eventStart: string; eventEnd: string; eventEnded: boolean }, now: Date): RetoStatus {
  if (reto.eventEnded || now.getTime() > Date.parse(reto.eventEnd)) return 'cerrado';
  return now.getTime() < Date.parse(reto.eventStart) ? 'proximo' : 'abierto';
}
