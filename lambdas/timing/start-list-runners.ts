// The start list as the manual timing app keeps it on the device (docs/timing.md#the-manual-timing-app):
// bib, name and modality of every runner, counted per account or key, since each read takes the whole list.
import { rateLimits } from '@shared/core/rate-limits';
import type { StartListAnswer } from '@shared/timing/manual-timing-schemas';
import { enforceInContainer } from '@lambdas/limits/container-rate-limit';
import { listStartList } from './start-list-repository';

export async function startListRunners(eventId: number, caller: string): Promise<StartListAnswer> {
  enforceInContainer([{ subject: `lista-salida:${caller}`, limits: rateLimits.startListReadsPerCaller }]);
  const items = await listStartList(eventId);
  const athletes = items.map(({ bib, nombre, apellidos, modalidad }) => ({ bib, nombre: `${nombre} ${apellidos ?? ''}`.trim(), modalidad }));
  return { athletes };
}
