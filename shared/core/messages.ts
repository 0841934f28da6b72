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
  notFound: 'No encontrado',
  unexpected: 'Ocurrió un error inesperado, intenta de nuevo',
  photoTooBig: 'La fotografía debe pesar menos de 15 MB',
  photoType: 'Solo se aceptan imágenes JPEG, PNG, WEBP o HEIC',
  invalidResetCode: 'El código son los números que llegaron a tu correo',
  socketMessageUnknown: 'Mensaje no reconocido',
  socketTopicPrivate: 'Tema no disponible',
  socketClosed: 'Conexión cerrada',
} as const;

/** Toast durations in milliseconds (spec §9: 4 s normally, 7 s for account and date errors). */
export const toastDurations = { normal: 4000, long: 7000 } as const;

// ── Web app texts ────────────────────────────────────────────────────────────────────────────

export const brand = {
  name: 'Carreras',
  contactEmail: 'contacto@carreras.example.mx',
} as const;

/** Drawer entries (spec §2.2) and the app bar. */
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
} as const;

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
  deviceTitle: 'Conecta tu dispositivo',
  deviceText: 'Vincula tu reloj o aplicación deportiva para usar tus actividades como evidencia en los retos virtuales.',
} as const;

/** Spanish for the sign-in provider's (Cognito's) errors, by error name; others show as they come. */
export const authErrorMessages: Record<string, string> = {
  NotAuthorizedException: 'Correo o contraseña incorrectos',
  UserNotFoundException: 'No existe una cuenta con ese correo',
  CodeMismatchException: 'El código no es correcto',
  ExpiredCodeException: 'El código expiró, solicita uno nuevo',
  LimitExceededException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyRequestsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  TooManyFailedAttemptsException: 'Demasiados intentos, espera unos minutos e intenta de nuevo',
  InvalidPasswordException: 'Contraseña inválida',
  NetworkError: 'Sin conexión, revisa tu internet e intenta de nuevo',
};

export const homeTexts = {
  headlines: [
    'Cada kilómetro cuenta: sal a correrlo',
    'Tu próxima meta empieza con una inscripción',
    'Corre por ti, corre por los tuyos',
    'La línea de salida te está esperando',
    'No importa el ritmo, importa no detenerse',
    'Hoy es un buen día para superar tu mejor tiempo',
    'El cansancio pasa, la medalla se queda',
    'Entrena, compite y comparte cada meta cumplida',
  ],
  subtitle: 'Inscríbete a carreras, sigue los resultados en vivo y participa en retos virtuales.',
  cta: 'Ver próximos eventos',
} as const;

export const notFoundTexts = {
  title: 'PÁGINA NO ENCONTRADA',
  text: 'Intenta una ruta diferente',
} as const;

export const servicesTexts = {
  title: 'Sobre el proveedor',
  intro: 'Organizamos y cronometramos eventos deportivos de resistencia, y ponemos la tecnología para que atletas y organizadores vivan cada carrera sin contratiempos.',
  services: [
    { title: 'Inscripciones en línea', text: 'Modalidades, categorías, productos, códigos de descuento y pago con tarjeta o en OXXO.' },
    { title: 'Cronometraje y resultados en vivo', text: 'Resultados preliminares durante el evento, clasificaciones general, por rama y por categoría, y certificados descargables.' },
    { title: 'Retos virtuales', text: 'Eventos a distancia con códigos de acceso, evidencia con fotografía o con tu dispositivo, medallas y certificados.' },
    { title: 'Webs para organizadores', text: 'Un sitio propio para cada evento, armado con secciones configurables y con su propio dominio.' },
  ],
  experience: 'Nuestra aplicación de cronometraje está en las carreras desde agosto de 2016 y ha medido carreras de 10 km con cerca de 1000 atletas usando solo la aplicación.',
  contact: 'Escríbenos para cotizar tu evento:',
} as const;

export const aboutTexts = {
  title: 'Nosotros',
  paragraphs: [
    'Somos corredores: sabemos lo que significa entrenar meses para una carrera y esperar con ansias el resultado.',
    'Por eso construimos una plataforma que acompaña al atleta desde la inscripción hasta el certificado, y que le da al organizador las herramientas para que su evento funcione de principio a fin.',
  ],
} as const;

export const footerTexts = {
  about: 'Plataforma de inscripciones, resultados en vivo y retos virtuales para carreras y eventos de resistencia.',
  contactTitle: 'Contacto',
} as const;

/** Privacy notice (spec §1, §9: data kept three years; ARCO requests answered within 20 business days). */
export const privacyTexts = {
  title: 'Aviso de privacidad',
  sections: [
    {
      title: 'Responsable',
      text: 'Somos responsables del tratamiento de los datos personales que nos proporcionas al crear tu cuenta, inscribirte a un evento o participar en un reto virtual.',
    },
    {
      title: 'Datos que recabamos',
      text: 'Nombre, apellidos, correo electrónico, teléfono, género, fecha de nacimiento, las fotografías que subes, tus tiempos y resultados y, si conectas un dispositivo deportivo, las actividades que autorices compartir.',
    },
    {
      title: 'Para qué los usamos',
      text: 'Para administrar tu cuenta, registrarte en eventos y retos, asignarte categoría y número, publicar resultados, emitir certificados, procesar pagos y avisarte de los eventos en los que participas. Usamos servicios de medición y publicidad para conocer cómo se usa la plataforma.',
    },
    {
      title: 'Conservación',
      text: 'Conservamos tus datos personales durante tres años; al terminar ese plazo los eliminamos.',
    },
    {
      title: 'Derechos ARCO',
      text: 'Puedes solicitar el acceso a tus datos, su rectificación o cancelación, u oponerte a su tratamiento. Respondemos cada solicitud en un plazo máximo de veinte días hábiles.',
    },
    {
      title: 'Cómo enviar una solicitud',
      text: 'Envía un correo electrónico desde la dirección con la que te registraste. Incluye tu nombre completo, el derecho que deseas ejercer (acceso, rectificación, cancelación u oposición) y una descripción de los datos a los que se refiere.',
    },
    {
      title: 'Cambios a este aviso',
      text: 'Publicaremos en esta página cualquier cambio a este aviso de privacidad.',
    },
  ],
  requestsTo: 'Envía tu solicitud a:',
} as const;
