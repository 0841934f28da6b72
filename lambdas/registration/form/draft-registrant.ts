// The registrant a checked registration request becomes (docs/registration.md §3 Registrant, §7.4): a draft with
// the server's order, waiting for its payment online or completed at once at the desk.
import { randomUUID } from 'node:crypto';
import { LINE_CODES } from '@shared/registration/order-total';
import type { PaymentStatus, RegistrationOrigin, RegistrationRequest } from '@shared/registration/registration-api';
import { registrantValues } from '@shared/registration/registrant-values';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import type { CheckedRegistration } from './registration-checks';
import type { NewRegistrant } from '../registrants-repository';

/** Who registered it (docs/registration.md §3 Registration origin): online nobody; at the desk the staff user, by id. */
export interface RegistrantOrigin {
  tipoRegistro: RegistrationOrigin;
  usuarioRegistra: string;
}

const online: RegistrantOrigin = { tipoRegistro: 1, usuarioRegistra: registrantValues.sinUsuario };

const atDesk = ({ tipoRegistro }: RegistrantOrigin) => tipoRegistro === 2 || tipoRegistro === 3;

export function draftRegistrant(eventId: number, request: RegistrationRequest, checked: CheckedRegistration, now: Date, sitio: string, origin = online): NewRegistrant {
  const { datos } = request;
  const { selection, order } = checked;
  const discountLine = order.lines.find((line) => line.code === LINE_CODES.discount);
  const surnames = selection.config.configuracion.separarApellidos
    ? { apellidoPaterno: datos.apellidoPaterno, apellidoMaterno: datos.apellidoMaterno }
    : { apellidos: datos.apellidos };
  return {
    eventId,
    registroId: randomUUID(),
    intento: request.intento,
    nombres: datos.nombres,
    ...surnames,
    correo: datos.correo,
    telefono: datos.telefono,
    fechaNacimiento: datos.fechaNacimiento,
    genero: datos.genero,
    modalidad: selection.modality.codigoModalidad,
    rama: request.rama,
    categoria: selection.category.codigo,
    descripcionModalidad: selection.modality.descripcionModalidad,
    kilometro: selection.modality.kilometro,
    nombreCategoria: selection.category.nombreCategoria,
    fechaRegistro: registrantValues.fechaPendiente,
    serverTime: now.toISOString(),
    usuarioRegistra: origin.usuarioRegistra,
    tipoRegistro: origin.tipoRegistro,
    order,
    statusPago: { status: 'pendiente', formaPago: '', formaInscripcion: atDesk(origin) ? 'punto de Venta' : 'en linea' } satisfies PaymentStatus,
    monedaAUsar: order.moneda,
    monedaBase: BASE_CURRENCY,
    versionForm: registrantValues.versionForm,
    tkl: request.tkl || registrantValues.sinTkl,
    campos: checked.campos,
    productos: checked.productos,
    ...(discountLine?.extraData ? { codigoDescuento: discountLine.extraData.codigoDescuento } : {}),
    sitio,
  };
}
