// Texts of the static pages: home, services, about, footer, privacy notice, not found.
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
  secondaryCta: 'Ver resultados',
  sections: [
    { to: '/proximos-eventos/', title: 'Inscríbete', text: 'Elige tu distancia, paga con tarjeta u OXXO y recibe tu folio al momento.' },
    { to: '/live/', title: 'Síguelo en vivo', text: 'Tiempos de cada punto de control mientras la carrera sucede.' },
    { to: '/retos/', title: 'Retos virtuales', text: 'Corre donde estés, sube tu evidencia y llega al podio del reto.' },
  ],
} as const;

export const notFoundTexts = {
  title: 'PÁGINA NO ENCONTRADA',
  text: 'Intenta una ruta diferente',
  upcoming: 'Ver próximos eventos',
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
  exploreTitle: 'Explora',
  rights: (year: number) => `© ${year} Carreras. Hecho en México para quienes corren.`,
} as const;

/** Privacy notice (docs/results.md §1, §9: data kept three years; ARCO requests answered within 20 business days). */
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
