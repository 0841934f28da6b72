import { describe, expect, it } from 'vitest';
import { linkOrigin } from '@shared/core/link-host';

const mainHosts = ['carreras.mx', 'www.carreras.mx', 'd111.cloudfront.net'];

describe('linkOrigin', () => {
  it.each([
    ['keeps a main host the visitor used', 'www.carreras.mx', 'https', 'https://www.carreras.mx'],
    ['ignores a forged host and links to the first main host', 'phishing.example', 'https', 'https://carreras.mx'],
    ['reads only the first of several forwarded hosts', 'phishing.example, carreras.mx', 'https', 'https://carreras.mx'],
    ['compares hosts without case', 'WWW.Carreras.MX', 'https', 'https://www.carreras.mx'],
    ['links to the first main host when no host came', undefined, 'https', 'https://carreras.mx'],
    ['keeps plain http only when the edge said so', 'carreras.mx', 'http', 'http://carreras.mx'],
    ['uses https for any other protocol value', 'carreras.mx', 'gopher', 'https://carreras.mx'],
  ])('%s', (_case, host, protocol, origin) => {
    expect(linkOrigin(host, protocol, mainHosts)).toBe(origin);
  });

  it('keeps the port of a local host the platform serves', () => {
    expect(linkOrigin('127.0.0.1:3107', 'http', ['localhost:3107', '127.0.0.1:3107'])).toBe('http://127.0.0.1:3107');
  });
});
