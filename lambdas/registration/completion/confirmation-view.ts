// What the public confirmation page reads about a registrant (docs/registration.md §2 Confirmation page types).
import { confirmationType } from '@shared/registration/confirmation-type';
import type { GroupTotal } from '@shared/registration/group-registration-api';
import type { Order } from '@shared/registration/order-total';
import { registrationLink, type OxxoVoucher, type PaymentStatus, type RegistrantConfirmation, type RegistrationOrigin } from '@shared/registration/registration-api';
import { needsParentalWaiver } from '@shared/registration/registration-age';
import { registryConfigSchema, type RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { confirmationChanges } from '../changes/change-view';

const groupOf = (registrant: RegistrantItem): NonNullable<RegistrantConfirmation['grupo']> => ({
  grupoId: registrant.grupoId ?? '',
  etiqueta: registrant.grupoEtiqueta ?? '',
  ...(registrant.grupoTotal ? { total: registrant.grupoTotal as GroupTotal } : {}),
});

/** `agotado`: the registrant was found unable to pay for lack of places (isRefusedAsSoldOut). */
export function toConfirmation(registrant: RegistrantItem, event: EventSummary, config: RegistryConfig | null, agotado = false): RegistrantConfirmation {
  const statusPago = registrant.statusPago as PaymentStatus;
  const voucher = registrant.voucher as OxxoVoucher | undefined;
  const { raceNumberFontColor, raceNumberWhiteBack, raceNumberImage } = (config ?? registryConfigSchema.parse({})).configuracion;
  return {
    registroId: registrant.registroId,
    enlace: registrationLink(registrant.registroId, registrant.llave),
    event,
    numero: registrant.numero ?? null,
    datos: {
      correo: registrant.correo,
      nombres: registrant.nombres,
      apellidos: registrant.apellidos,
      apellidoPaterno: registrant.apellidoPaterno,
      apellidoMaterno: registrant.apellidoMaterno,
      telefono: registrant.telefono,
      fechaNacimiento: registrant.fechaNacimiento,
      genero: registrant.genero,
    },
    modalidad: { codigoModalidad: registrant.modalidad, descripcionModalidad: registrant.descripcionModalidad, kilometro: registrant.kilometro },
    rama: registrant.rama,
    categoria: { codigo: registrant.categoria, nombreCategoria: registrant.nombreCategoria },
    order: registrant.order as Order,
    statusPago,
    tipoRegistro: registrant.tipoRegistro as RegistrationOrigin,
    tipoConfirmacion: confirmationType(statusPago, registrant.cancelado, registrant.tipoRegistro as RegistrationOrigin),
    ...(voucher ? { voucher } : {}),
    cancelado: registrant.cancelado,
    agotado,
    menor: needsParentalWaiver(registrant.fechaNacimiento, event.fechaEvento),
    fechaRegistro: registrant.fechaRegistro,
    dorsal: { raceNumberFontColor, raceNumberWhiteBack, raceNumberImage },
    ...(registrant.grupoId === undefined ? {} : { grupo: groupOf(registrant) }),
    ...(config ? { cambios: confirmationChanges(registrant, event, config) } : {}),
  };
}
