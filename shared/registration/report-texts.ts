// The registrant reports and the Dashboard tab (docs/registration.md §2 Dashboard tab, §9
// Dashboard and CSV reports): column names, status texts and labels as the spec writes them.
export const reportTitles = {
  1: 'Descargar full data',
  2: 'Data inscritos',
  3: 'Ingresos cobrados',
} as const;

/** What goes between the event's name and the date in a report's file name. */
export const reportFileLabels = {
  1: ' - inscritos Full Data - ',
  2: ' - Data inscritos - ',
  3: ' - ingresos - ',
} as const;

export const reportColumns = {
  numero: 'Numero',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  apellidoPaterno: 'Apellido Paterno',
  apellidoMaterno: 'Apellido Materno',
  correo: 'Correo',
  telefono: 'Teléfono',
  fechaNacimiento: 'Fecha de nacimiento',
  edad: 'Edad',
  modalidad: 'Modalidad',
  rama: 'Rama',
  categoria: 'Categoria',
  usuario: 'Usuario',
  precioCobrado: 'Precio cobrado',
  fechaRegistro: 'Fecha Registro',
  estatus: 'Estatus',
  grupo: 'Grupo',
  monto: 'Monto',
  comision: 'Comisión',
  productoCantidad: (producto: string) => `${producto} Cantidad`,
  productoPrecio: (producto: string) => `${producto} Precio`,
  productoTotal: (producto: string) => `${producto} Total`,
  productoCampo: (producto: string, campo: string) => `${producto} ${campo}`,
} as const;

/** Estatus parts, joined with ' - ' (docs/registration.md §9 CSV reports). */
export const statusTexts = {
  borrado: 'Borrado',
  incompleto: 'Registro onLine Incompleto',
  oxxoPendiente: 'Pendiente de pago en oxxo',
  oxxo: 'Pagado en oxxo',
  efectivo: 'Pagado en efectivo',
  tarjeta: 'Pagado con tarjeta',
} as const;

export const reportValues = {
  /** Usuario of a registrant who registered online (no staff user). */
  enLinea: 'on line',
  /** A product's own field when the registrant did not buy the product… */
  noAplica: 'N/A',
  /** …and when they bought it and left the field empty. */
  noRegistrado: 'N/R',
  /** The folio of a deleted registrant whose number was released. */
  liberado: 'Liberado',
  checked: 'Sí',
  /** Grupo of a member whose group has no name: its payer's internal key, which finds the group. */
  grupoSinNombre: (grupoId: string) => `Sin nombre (clave ${grupoId})`,
} as const;

export const reportMessages = {
  notFound: 'Reporte no encontrado',
  failed: 'No se pudo generar el reporte, intenta de nuevo',
  preparing: (processed: number) => `Generando reporte… ${processed.toLocaleString('es-MX')} registros`,
  download: 'Descargar',
  downloadAgain: 'Descargar de nuevo',
} as const;

export const dashboardTexts = {
  title: 'Dashboard',
  loading: 'Cargando',
  computing: 'Calculando el dashboard…',
  updatedAt: (when: string) => `Actualizado: ${when}`,
  updating: 'Actualizando…',
  totals: 'Totales',
  registros: 'Registros',
  inscritos: 'Inscritos',
  incompletos: 'Registros incompletos',
  borrados: 'Borrados',
  ingresos: 'Ingresos (sin comisión)',
  comisionOxxo: 'Comisión oxxo',
  comisionTarjeta: 'Comisión tarjeta',
  cantidad: 'Cantidad',
  porcentaje: '%',
  monto: 'Monto',
  comision: 'Comisión',
  modalidades: 'Modalidades y categorías',
  formasPago: 'Formas de pago',
  porDia: 'Registros por día',
  porUsuario: 'Registros por usuario',
  usuario: 'Usuario',
  campos: 'Resumen de campos',
  productos: 'Venta de productos',
  producto: 'Producto',
  oxxo: 'Pago en Oxxo',
  tarjeta: 'Pago con tarjeta',
  efectivo: 'Efectivo',
  pagados: 'Pagados',
  pendientes: 'Pendientes de pago',
  sinDatos: 'Sin registros',
  error: 'No se pudo cargar el dashboard',
} as const;

/** The payment methods of the pie chart, in its fixed order. */
export const paymentMethodLabels = { oxxo: 'Oxxo', efectivo: 'Efectivo', tarjeta: 'Tarjeta' } as const;
