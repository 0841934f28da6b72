// Every text the platform shows a user, in Spanish, exactly as the specification writes it.
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
  unauthorized: 'Inicia sesión para continuar',
  forbidden: 'Usuario no autorizado',
  notFound: 'No encontrado',
  unexpected: 'Ocurrió un error inesperado, intenta de nuevo',
  photoTooBig: 'La fotografía debe pesar menos de 15 MB',
  photoType: 'Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC',
} as const;

/** Toast durations in milliseconds (spec §9: 4 s normally, 7 s for account and date errors). */
export const toastDurations = { normal: 4000, long: 7000 } as const;
