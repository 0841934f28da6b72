import { describe, expect, it } from 'vitest';
import { clientAddress, clientOf } from '@lambdas/core/client-address';
import type { HttpEvent } from '@lambdas/core/http-handler';

describe('clientAddress', () => {
  it.each([
    ['keeps an IPv4 address', '203.0.113.9', '203.0.113.9'],
    ['counts an IPv6 address as its /64', '2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['counts another address of the same /64 alike', '2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['writes out groups a shortened address leaves out', '2001:db8::7348', '2001:db8:0:0::/64'],
    ['drops leading zeros, as addresses are written', '2001:0db8:0000:00a1::1', '2001:db8:0:a1::/64'],
    ['counts an IPv4-mapped address as its IPv4 address', '::ffff:198.51.100.7', '198.51.100.7'],
  ])('%s', (_case, address, key) => {
    expect(clientAddress(address)).toBe(key);
  });
});

describe('clientOf', () => {
  const event = (headers: Record<string, string>, sourceIp: string) =>
    ({ headers, requestContext: { http: { sourceIp } } }) as unknown as HttpEvent;

  it('takes the viewer address the edge wrote, not the address of the edge itself', () => {
    expect(clientOf(event({ 'x-viewer-ip': '198.51.100.7' }, '130.176.1.1'))).toBe('198.51.100.7');
  });

  it('falls back to the source address where no edge wrote one', () => {
    expect(clientOf(event({}, '203.0.113.9'))).toBe('203.0.113.9');
  });
});
