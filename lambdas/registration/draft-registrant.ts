// The registrant a checked registration request becomes (spec §3 Registrant, §7.4): a draft with
// the server's order, waiting for its payment.
import { randomUUID } from 'node:crypto';
import { LINE_CODES } from '../../shared/registration/order-total';
import type { PaymentStatus, RegistrationRequest } from '../../shared/registration/registration-api';
import { registrantValues } from '../../shared/registration/registrant-values';
import { BASE_CURRENCY } from '../../shared/registration/registry-config-schema';
import type { CheckedRegistration } from './registration-checks';
import type { NewRegistrant } from './registrants-repository';

const draftPayment: PaymentStatus = { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' };

export function draftRegistrant(eventId: number, request: RegistrationRequest, checked: CheckedRegistration, now: Date, sitio: string): NewRegistrant {
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
    usuarioRegistra: registrantValues.sinUsuario,
    tipoRegistro: 1,
    order,
    statusPago: draftPayment,
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
