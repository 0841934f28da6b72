// Free subdomains no organizer web may take (docs/sites.md#which-subdomains-are-refused): the names a
// visitor would read as the platform's own service, mail, infrastructure or support, and the
// platform's own pages. Compared by look (slug-skeleton.ts) and without trailing digits, so `adm1n`,
// `www2` and `ns1` are refused as `admin`, `www` and `ns` are.
export const RESERVED_SLUGS = [
  // The platform and its pages.
  'carreras', 'plataforma', 'www', 'web', 'app', 'apps', 'api', 'ws', 'wss', 'websocket', 'socket', 'realtime',
  'eventos', 'evento', 'resultados', 'live', 'en-vivo', 'retos', 'inscripcion', 'inscripciones', 'convocatoria',
  'atletas', 'organizador', 'organizadores', 'servicios',
  // Administration and sign-in.
  'admin', 'administrador', 'administracion', 'administrator', 'root', 'sistema', 'system', 'console', 'consola',
  'dashboard', 'panel', 'portal', 'internal', 'intranet', 'auth', 'oauth', 'sso', 'cognito', 'login', 'logout',
  'signin', 'signup', 'registro', 'acceso', 'entrar', 'cuenta', 'cuentas', 'account', 'accounts', 'perfil',
  'usuario', 'usuarios', 'user', 'users', 'secure', 'seguridad', 'security',
  // Money.
  'pagos', 'pago', 'payments', 'payment', 'pay', 'billing', 'facturacion', 'factura', 'facturas', 'checkout', 'tienda',
  // Files and media.
  'static', 'assets', 'cdn', 'media', 'medios', 'img', 'imgs', 'image', 'images', 'imagen', 'imagenes', 'files',
  'file', 'archivos', 'uploads', 'upload', 'download', 'downloads', 'descargas',
  // Mail and DNS.
  'mail', 'email', 'correo', 'correos', 'webmail', 'smtp', 'imap', 'pop', 'mx', 'ns', 'dns', 'autodiscover',
  'autoconfig', 'mta-sts', 'dmarc', 'dkim', 'spf', 'domainkey', 'postmaster', 'hostmaster', 'webmaster', 'abuse',
  'noreply', 'no-reply', 'no-responder',
  // Network services.
  'ftp', 'sftp', 'ssh', 'vpn', 'proxy', 'gateway', 'local', 'localhost',
  // Support, status and documents.
  'support', 'soporte', 'help', 'ayuda', 'contacto', 'status', 'estado', 'health', 'monitor', 'metrics', 'docs',
  'doc', 'documentacion', 'blog', 'legal', 'privacidad', 'privacy', 'terminos', 'terms',
  // Environments.
  'dev', 'developer', 'developers', 'desarrollo', 'test', 'tests', 'testing', 'prueba', 'pruebas', 'staging',
  'stage', 'beta', 'alpha', 'demo', 'preview', 'sandbox', 'qa',
] as const;
