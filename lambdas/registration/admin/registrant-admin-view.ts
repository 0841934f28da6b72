// A stored registrant as the admin screen gets it: the Ingresos row, or the detail dialog's whole record,
// without what the event's forms hide from the reader (docs/registrant-admin.md §6).
import { withoutHiddenFields, type HiddenFields } from '@shared/registration/hidden-fields';
import type { AdminRegistrant } from '@shared/registration/admin-registrant';
import type { GroupMemberSummary, RegistrantDetail, RegistrantRow, ChangeEntry, MailEntry } from '@shared/registration/registrant-admin-api';
import { listOf } from '@shared/registration/registrant-admin-api';
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { Order } from '@shared/registration/order-total';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';

/** The group a member belongs to, from the member's own attributes: nothing else is read. */
export const groupOf = (item: Pick<RegistrantItem, 'grupoId' | 'grupoEtiqueta'>): Pick<AdminRegistrant, 'grupo'> =>
  item.grupoId === undefined ? {} : { grupo: { grupoId: item.grupoId, etiqueta: item.grupoEtiqueta ?? '' } };

function rowOf(item: RegistrantItem): RegistrantRow {
  const statusPago = item.statusPago as PaymentStatus;
  return {
    registroId: item.registroId,
    ...(item.numero === undefined ? {} : { numero: item.numero }),
    ...(item.folioLiberado === undefined ? {} : { folioLiberado: item.folioLiberado }),
    nombres: item.nombres,
    ...(item.apellidos === undefined ? {} : { apellidos: item.apellidos }),
    ...(item.apellidoPaterno === undefined ? {} : { apellidoPaterno: item.apellidoPaterno }),
    ...(item.apellidoMaterno === undefined ? {} : { apellidoMaterno: item.apellidoMaterno }),
    correo: item.correo,
    telefono: item.telefono,
    fechaNacimiento: item.fechaNacimiento,
    genero: item.genero,
    modalidad: item.modalidad,
    descripcionModalidad: item.descripcionModalidad,
    rama: item.rama,
    categoria: item.categoria,
    nombreCategoria: item.nombreCategoria,
    usuarioRegistra: item.usuarioRegistra,
    tipoRegistro: item.tipoRegistro,
    fechaRegistro: item.fechaRegistro,
    serverTime: item.serverTime,
    borrado: item.borrado,
    liberado: item.liberado,
    lista: listOf({ statusPago, borrado: item.borrado, liberado: item.liberado }),
    statusPago,
    order: item.order as Order,
    campos: item.campos as RegistrantRow['campos'],
    productos: item.productos as RegistrantRow['productos'],
    tkl: item.tkl,
    monedaAUsar: item.monedaAUsar,
    revision: item.revision ?? 0,
    ...groupOf(item),
  };
}

export const toRow = (item: RegistrantItem, hidden: HiddenFields): RegistrantRow => withoutHiddenFields(rowOf(item), hidden);

export function toDetail(item: RegistrantItem, hidden: HiddenFields, grupoMiembros?: GroupMemberSummary[]): RegistrantDetail {
  const detail: RegistrantDetail = {
    ...rowOf(item),
    changesRegistry: (item.changesRegistry ?? []) as ChangeEntry[],
    mails: (item.mails ?? []) as MailEntry[],
    ...(item.codigoDescuento === undefined ? {} : { codigoDescuento: item.codigoDescuento }),
    reembolsar: item.reembolsar,
    ...(grupoMiembros ? { grupoMiembros } : {}),
  };
  return withoutHiddenFields(detail, hidden);
}
