// Which Host headers the local public port answers for (infra/local/served-hosts.ts): this machine's
// names, one label under localhost and the own domains the DNS stand-in serves, at any port; nothing
// that only contains or ends like one of them.
import { describe, expect, it } from 'vitest';
import { servedHost } from '@infra/local/served-hosts';

const ownDomains = new Set(['www.nocturna-gdl.mx']);
const serves = (domain: string) => ownDomains.has(domain);

describe('servedHost', () => {
  it.each([
    ['localhost:3000', 'localhost:3000'],
    ['localhost', 'localhost'],
    ['127.0.0.1:49152', '127.0.0.1:49152'],
    ['[::1]:3000', '[::1]:3000'],
    ['primavera.localhost:3000', 'primavera.localhost:3000'],
    ['Primavera.LOCALHOST:3000', 'primavera.localhost:3000'],
    ['mi-carrera-2026.localhost', 'mi-carrera-2026.localhost'],
    ['www.nocturna-gdl.mx:3000', 'www.nocturna-gdl.mx:3000'],
    ['WWW.Nocturna-GDL.mx', 'www.nocturna-gdl.mx'],
    ['localhost:65535', 'localhost:65535'],
  ])('serves %s as %s', (host, served) => {
    expect(servedHost(host, serves)).toBe(served);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    'localhost.evil.example:3000',
    'evil.localhost.evil.example:3000',
    'primavera.localhost.evil.example',
    '127.0.0.1.evil.example',
    'evillocalhost:3000',
    'a.b.localhost:3000',
    '-primavera.localhost',
    '.localhost',
    'localhost.',
    'nocturna-gdl.mx',
    'tienda.www.nocturna-gdl.mx',
    'www.nocturna-gdl.mx.evil.example',
    '[::2]:3000',
    'localhost:0',
    'localhost:65536',
    'localhost:3000:3000',
    'localhost@evil.example',
    'evil.example#localhost',
    'localhost/evil',
    'localhost:3000 evil.example',
    '',
  ])('refuses %j', (host) => {
    expect(servedHost(host, serves)).toBeUndefined();
  });

  it('asks about an own domain in lower case and without its port', () => {
    const asked: string[] = [];
    servedHost('Tienda.Ejemplo.MX:8443', (domain) => {
      asked.push(domain);
      return false;
    });
    expect(asked).toEqual(['tienda.ejemplo.mx']);
  });
});
