// Folio (bib number) assignment: a number drawn in the modality's range (folio-draw.ts), then taken
// in one transaction with the registrant's completion and its confirmation mail's place in the
// outbox, so no folio is given twice, no registrant gets two, and no completion is left unmailed.
import { createWriteTransaction } from 'electrodb';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { FolioEntity } from '@lambdas/data/folio-entity';
import { OutboxMailEntity } from '@lambdas/data/outbox-mail-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { ReleasedFolioEntity } from '@lambdas/data/released-folio-entity';
import { drawFolio, giveBack, type FolioRange } from './folio-draw';
import { owe, type OwedMail } from '@lambdas/mail/outbox-repository';
import { openHoldKeys } from '../form/places-repository';
import type { MailRecord } from '../registrants-repository';
import { transact } from '@lambdas/data/transaction-retry';

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

/** The outbox mail of a completion that takes folio `numero`. */
export type CompletionMail = (numero: number) => OwedMail;

/**
 * Completes the registration with a folio of its modality's range, only while the registrant holds
 * a place, so capacity holds whatever ran meanwhile, and puts its mail in the outbox: the folio, or
 * undefined when it changed nothing (it had a folio already, or no place). Also ends an unpaid
 * voucher and a cancellation. A number drawn and not taken goes back to the modality's pool.
 */
export async function assignFolio(holder: FolioHolder, range: FolioRange, completion: Completion, mailFor: CompletionMail): Promise<number | undefined> {
  const { eventId, registroId, modalidad, serverTime } = holder;
  const { mail, claim: _claim, ...values } = completion;
  for (let draw = 0; draw < DRAWS; draw += 1) {
    const drawn = await drawFolio(eventId, modalidad, range);
    if (!drawn) throw new Error(`No folio of modality ${modalidad} is free in its range for registrant ${registroId}`);
    const { numero, released: fromPool } = drawn;
    const outcome = await transact(() =>
      createWriteTransaction(
        { folio: FolioEntity, registrant: RegistrantEntity, mails: OutboxMailEntity, released: ReleasedFolioEntity },
        ({ folio, registrant, mails, released }) => [
          folio.create({ eventId, numero, registroId, codigoModalidad: modalidad }).commit(),
          registrant
            .patch({ eventId, registroId })
            .set({ numero, ...values, cancelado: false, lista: 'completo' })
            .composite({ serverTime })
            .append({ mails: [mail] })
            .remove([...completionRemoves(completion)])
            .where(({ numero: assigned, lugarReservado }, { notExists, eq }) => `${notExists(assigned)} AND ${eq(lugarReservado, true)}`)
            .commit(),
          owe(mails, mailFor(numero)),
          ...(fromPool ? [takeReleased(released, { eventId, codigoModalidad: modalidad, numero })] : []),
        ],
      ).go(),
    );
    if (outcome.ok) return numero;
    const [folioHeld = false, refused = false] = outcome.failed;
    if (refused) {
      if (!folioHeld) await giveBack(eventId, modalidad, drawn);
      return undefined;
    }
  }
  throw new Error(`No free folio for registrant ${registroId} after ${DRAWS} draws`);
}
