// The platform-wide texts a user sees, in Spanish, exactly as the specification writes them; each
// feature keeps its own texts beside its code in shared/<feature>/*-texts.ts.
export const messages = {
  required: 'Campo requerido',
  passwordMin: 'Mínimo 6 caracteres',
  invalidEmail: 'Correo inválido',
  invalidPhone: 'Teléfono inválido',
  invalidDate: 'Fecha inválida',
  emailInUse: 'Correo ya utilizado. Intente recuperar su contraseña',
  welcome: 'Bienvenido',
  signInFailed: 'Error al inicar Sesion intente de nuevo',
  resetSent: 'Se ha enviado un correo a tu cuenta',
  resetFailed: 'Error en correo',
  passwordChanged: 'Contraseña actualizada, ya puedes iniciar sesión',
  signedOut: 'Sesion Finalizada',
  profileSaved: 'Datos ajustados éxitosamente',
  loading: 'Cargando',
  invalidRequest: 'Datos inválidos, revisa el formulario',
  numberOutOfRange: 'Número fuera del rango permitido',
  tooManyEntries: (max: number) => `Demasiados elementos: máximo ${max}`,
  unauthorized: 'Inicia sesión para continuar',
  notFound: 'No encontrado',
  unexpected: 'Ocurrió un error inesperado, intenta de nuevo',
  photoTooBig: 'La fotografía debe pesar menos de 15 MB',
  photoType: 'Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC',
  invalidResetCode: 'El código son los números que llegaron a tu correo',
} as const;

/** Toast durations in milliseconds (docs/results.md §9: 4 s normally, 7 s for account and date errors). */
export const toastDurations = { normal: 4000, long: 7000 } as const;

export const brand = {
  name: 'Carreras',
  contactEmail: 'contacto@carreras.example.mx',
} as const;

/** Drawer entries (docs/platform.md §2.2) and the app bar. */
export const navLabels = {
  upcomingEvents: 'Próximos Eventos',
  results: 'Resultados',
  live: 'Live',
  retos: 'Retos Virtuales',
  organizedRetos: 'Mis retos Organizados',
  home: 'Inicio',
  profile: 'Mi perfil',
  services: 'Sobre el proveedor',
  signIn: 'Iniciar Sesión',
  signUp: 'Regístrate',
  passwordRestore: 'Recuperar contraseña',
  privacy: 'Aviso de privacidad',
  authorizedUsers: 'Usuarios Autorizados',
  signOut: 'Cerrar Sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menu: 'Menú principal',
  goHome: 'Ir al inicio',
  sections: 'Secciones',
} as const;
