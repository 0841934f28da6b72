// The address a host is visited at: http, and this page's port when it has one (the local cloud).
export const hostAddress = (host: string, port = window.location.port) => `http://${host}${port ? `:${port}` : ''}`;
