// Folio (bib number) assignment: a number drawn from the modality's sequence, then taken in one
// transaction with the registrant's completion, so no folio is given twice and no registrant gets two.
import { createWriteTransaction } from 'electrodb';
import type { PaymentStatus } from '../../shared/registration/registration-api';
import { CounterEntity } from '../data/counter-entity';
import { FolioEntity } from '../data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '../data/registrant-entity';
import type { MailRecord } from './registrants-repository';
import { transact } from './transaction-retry';

/** Folios another registrant already holds (kept after a release, say) are skipped, this many at most. */
const DRAWS = 50;

type FolioHolder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'modalidad'>;

export interface Completion {
  statusPago: PaymentStatus;
  /** When the registration completed, ISO-8601 UTC. */
  fechaRegistro: string;
  ordenPago?: string;
  /** The mail that tells the registrant, recorded with the completion. */
  mail: MailRecord;
  /** Set when the completion is made under this payment attempt's claim: it ends the claim too. */
  claim?: string;
}

/** What the completion removes from the registrant: an unpaid voucher, and the claim it was made under. */
export const completionRemoves = ({ claim }: Pick<Completion, 'claim'>) =>
  claim === undefined ? (['pagoPendiente', 'voucherVence'] as const) : (['pagoPendiente', 'voucherVence', 'pagoEnCurso', 'pagoDesde'] as const);

/** The n-th number of the modality's sequence, 1, 2, 3, …, each drawn once. */
async function drawNumber(eventId: number, codigoModalidad: string): Promise<number> {
  const { data } = await CounterEntity.update({ name: `folios#${eventId}#${codigoModalidad}` }).add({ value: 1 }).go({ response: 'updated_new' });
  if (data.value === undefined) throw new Error('The folio sequence answered no value');
  return data.value;
}

/**
 * Completes the registration with the next free folio from `inicio` on, only while the registrant
 * holds a place, so capacity holds whatever ran meanwhile: the folio, or undefined when it changed
 * nothing (it had a folio already, or no place). Also ends an unpaid voucher and a cancellation.
 */
export async function assignFolio(holder: FolioHolder, inicio: number, completion: Completion): Promise<number | undefined> {
  const { eventId, registroId, modalidad } = holder;
  const { mail, claim: _claim, ...values } = completion;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const numero = inicio + (await drawNumber(eventId, modalidad)) - 1;
    const outcome = await transact(() =>
      createWriteTransaction({ folio: FolioEntity, registrant: RegistrantEntity }, ({ folio, registrant }) => [
        folio.create({ eventId, numero, registroId, codigoModalidad: modalidad }).commit(),
        registrant
          .patch({ eventId, registroId })
          .set({ numero, ...values, cancelado: false })
          .append({ mails: [mail] })
          .remove([...completionRemoves(completion)])
          .where(({ numero: assigned, lugarReservado }, { notExists, eq }) => `${notExists(assigned)} AND ${eq(lugarReservado, true)}`)
          .commit(),
      ]).go(),
    );
    if (outcome.ok) return numero;
    if (outcome.failed[1]) return undefined;
  }
  throw new Error(`No free folio for registrant ${registroId} after ${DRAWS} draws`);
}
