// Folio (bib number) assignment: a number drawn from the modality's sequence, then taken in one
// transaction with the registrant's completion, so no folio is given twice and no registrant gets two.
import { createWriteTransaction } from 'electrodb';
import type { PaymentStatus } from '../../shared/registration/registration-api';
import { CounterEntity } from '../data/counter-entity';
import { FolioEntity } from '../data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '../data/registrant-entity';
import { ReleasedFolioEntity } from '../data/released-folio-entity';
import { openHoldKeys } from './places-repository';
import type { MailRecord } from './registrants-repository';
import { transact } from '../data/transaction-retry';

/** Folios another registrant already holds (kept after a release, say) are skipped, this many at most. */
const DRAWS = 50;

type FolioHolder = Pick<RegistrantItem, 'eventId' | 'registroId' | 'modalidad' | 'serverTime'>;

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

type ReleasedOperations = Parameters<Parameters<typeof createWriteTransaction<{ released: typeof ReleasedFolioEntity }, unknown, never[]>>[1]>[0]['released'];

/** Takes a released number out of its modality's pool, only while it is still there. */
export const takeReleased = (released: ReleasedOperations, key: { eventId: number; codigoModalidad: string; numero: number }) =>
  released.delete(key).where(({ numero }, { exists }) => exists(numero)).commit();

/** What the completion removes from the registrant: an unpaid voucher, the open hold, and the claim it was made under. */
export const completionRemoves = ({ claim }: Pick<Completion, 'claim'>) =>
  claim === undefined
    ? (['pagoPendiente', 'voucherVence', ...openHoldKeys] as const)
    : (['pagoPendiente', 'voucherVence', ...openHoldKeys, 'pagoEnCurso', 'pagoDesde'] as const);

/** A modality's folios: inicio, inicio + 1, … for its capacidad places. */
export interface FolioRange {
  inicio: number;
  capacidad: number;
}

/** The n-th number of the modality's sequence, 1, 2, 3, …, each drawn once. */
async function drawNumber(eventId: number, codigoModalidad: string): Promise<number> {
  const { data } = await CounterEntity.update({ name: `folios#${eventId}#${codigoModalidad}` }).add({ value: 1 }).go({ response: 'updated_new' });
  if (data.value === undefined) throw new Error('The folio sequence answered no value');
  return data.value;
}

export interface DrawnFolio {
  numero: number;
  /** Taken from the released numbers: the transaction that assigns it must also take it from there. */
  released: boolean;
}

/**
 * The next folio of the modality: its sequence while inside its range; past the range's end, the
 * lowest number staff released (spec §4), and the sequence on only when none was.
 */
export async function drawFolio(eventId: number, codigoModalidad: string, { inicio, capacidad }: FolioRange): Promise<DrawnFolio> {
  const numero = inicio + (await drawNumber(eventId, codigoModalidad)) - 1;
  if (numero < inicio + capacidad) return { numero, released: false };
  const { data } = await ReleasedFolioEntity.query.byModality({ eventId, codigoModalidad }).go({ count: 1 });
  const first = data[0];
  return first ? { numero: first.numero, released: true } : { numero, released: false };
}

/**
 * Completes the registration with the next free folio from `inicio` on, only while the registrant
 * holds a place, so capacity holds whatever ran meanwhile: the folio, or undefined when it changed
 * nothing (it had a folio already, or no place). Also ends an unpaid voucher and a cancellation.
 */
export async function assignFolio(holder: FolioHolder, range: FolioRange, completion: Completion): Promise<number | undefined> {
  const { eventId, registroId, modalidad, serverTime } = holder;
  const { mail, claim: _claim, ...values } = completion;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const { numero, released: fromPool } = await drawFolio(eventId, modalidad, range);
    const outcome = await transact(() =>
      createWriteTransaction({ folio: FolioEntity, registrant: RegistrantEntity, released: ReleasedFolioEntity }, ({ folio, registrant, released }) => [
        folio.create({ eventId, numero, registroId, codigoModalidad: modalidad }).commit(),
        registrant
          .patch({ eventId, registroId })
          .set({ numero, ...values, cancelado: false, lista: 'completo' })
          .composite({ serverTime })
          .append({ mails: [mail] })
          .remove([...completionRemoves(completion)])
          .where(({ numero: assigned, lugarReservado }, { notExists, eq }) => `${notExists(assigned)} AND ${eq(lugarReservado, true)}`)
          .commit(),
        ...(fromPool ? [takeReleased(released, { eventId, codigoModalidad: modalidad, numero })] : []),
      ]).go(),
    );
    if (outcome.ok) return numero;
    if (outcome.failed[1]) return undefined;
  }
  throw new Error(`No free folio for registrant ${registroId} after ${DRAWS} draws`);
}
