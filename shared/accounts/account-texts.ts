// Texts of the account screens (docs/accounts.md §2.3, §2.4, docs/retos.md §8), in Spanish.
export const fieldLabels = {
  nombres: 'Nombres',
  apellidos: 'Apellidos',
  telefono: 'Teléfono',
  genero: 'Género',
  fechaNacimiento: 'Fecha de nacimiento',
  dia: 'Día',
  mes: 'Mes',
  anio: 'Año',
  correo: 'Correo',
  password: 'Contraseña',
  code: 'Código',
  photo: 'Subir fotografía',
  choose: 'Selecciona',
} as const;

export const generoLabels = { F: 'Femenino', M: 'Masculino' } as const;

export const accountTexts = {
  signUpTitle: 'Crea tu cuenta',
  signUpSubmit: 'Registrarme',
  haveAccount: '¿Ya tienes cuenta? Inicia sesión',
  signInTitle: 'Iniciar Sesión',
  signInSubmit: 'Iniciar Sesión',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿No tienes cuenta? Regístrate',
  restoreTitle: 'Recuperar contraseña',
  restoreHint: 'Escribe el correo de tu cuenta y te enviaremos un código para crear una nueva contraseña.',
  restoreSubmit: 'Enviar correo',
  newPasswordTitle: 'Crea tu nueva contraseña',
  newPasswordHint: 'Escribe el código que te enviamos por correo y tu nueva contraseña.',
  newPasswordSubmit: 'Cambiar contraseña',
  askNewCode: 'Pedir otro código',
  welcomeText: 'Ya puedes inscribirte a eventos y participar en retos virtuales.',
  goToRetos: 'Ir a mis retos',
  goToProfile: 'Ver mi perfil',
  signInPromptText: 'Entra con tu cuenta o crea una nueva para ver esta sección.',
  profileTitle: 'Mi perfil',
  personalData: 'Datos personales',
  profileSubmit: 'Guardar',
  avatarAlt: 'Fotografía de perfil',
  uploadingPhoto: (percent: number) => `Subiendo ${percent}%`,
  processingPhoto: 'Procesando fotografía',
} as const;

/**
 * What a failed sign-in says whenever the e-mail or the password is wrong. The pool answers both alike
 * (user existence errors prevented), and a pool that did not would name them UserNotFoundException and
 * NotAuthorizedException; telling them apart would let anyone find out which e-mails have an account.
 */
export const signInRefused = 'Correo o contraseña incorrectos';
export const signInRefusalNames: readonly string[] = ['NotAuthorizedException', 'UserNotFoundException'];

/**
 * Cognito's answer, still a NotAuthorizedException, while an account is locked out after failed
 * sign-ins (the e-mail need not exist, so it tells nothing of which ones do).
 */
export const lockedOutMessage = 'Password attempts exceeded';
export const signInLockedOut = 'Demasiados intentos fallidos con este correo: espera unos minutos e intenta de nuevo';

/** A reset code guessed wrong too many times no longer works; a new one does. */
export const resetCodeSpent = 'Demasiados intentos con este código: pide otro código y escríbelo';


/** Spanish for the sign-in provider's (Cognito's) errors, by error name; others show as they come. */
export const authErrorMessages: Record<string, string> = {
  NotAuthorizedException: signInRefused,
  UserNotFoundException: 'No existe una cuenta con ese correo',
  CodeMismatchException: 'El código no es correcto',
  ExpiredCodeException: 'El código expiró, solicita uno nuevo',
  LimitExceededException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyRequestsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyFailedAttemptsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  InvalidPasswordException: 'Contraseña inválida',
  NetworkError: 'Sin conexión, revisa tu internet e intenta de nuevo',
};

