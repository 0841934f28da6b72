import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readAppSettings } from '@infra/app-settings';

function settingsFrom(context: Record<string, unknown>) {
  return readAppSettings(new App({ context }).node);
}

describe('readAppSettings', () => {
  it('reads the cdk.json shape', () => {
    expect(
      settingsFrom({ mainHosts: ['a.mx', 'www.a.mx'], certificateArn: '', mailFrom: 'hola@a.mx', 'cdk-nag': true }),
    ).toEqual({
      mainHosts: ['a.mx', 'www.a.mx'],
      mailFrom: 'hola@a.mx',
      conektaSecretName: 'carreras/conekta',
      garminSecretName: 'carreras/garmin',
      vapidSecretName: 'carreras/vapid',
      organizerSubdomains: false,
      organizerDomains: false,
      cdkNag: true,
    });
  });

  it('turns organizer subdomains on only with a certificate, which must cover them', () => {
    expect(settingsFrom({ mainHosts: ['a.mx'], certificateArn: 'arn:cert', mailFrom: 'hola@a.mx', organizerSubdomains: 'true' }).organizerSubdomains).toBe(true);
    expect(() => settingsFrom({ mainHosts: ['a.mx'], mailFrom: 'hola@a.mx', organizerSubdomains: true })).toThrow(/organizerSubdomains needs certificateArn/);
  });

  it("reads -c organizerDomains=true as the string the CLI passes", () => {
    expect(settingsFrom({ mailFrom: 'hola@a.mx', organizerDomains: 'true' }).organizerDomains).toBe(true);
  });

  it('reads the Conekta public keys and the name of the secret with its private keys', () => {
    expect(
      settingsFrom({
        mailFrom: 'hola@a.mx',
        conektaPublicKey: 'key_pub',
        conektaTestPublicKey: 'key_pub_test',
        conektaSecretName: 'otra/conekta',
      }),
    ).toMatchObject({ conektaPublicKey: 'key_pub', conektaTestPublicKey: 'key_pub_test', conektaSecretName: 'otra/conekta' });
  });

  it("reads the name of the secret with Garmin's partner keys", () => {
    expect(settingsFrom({ mailFrom: 'hola@a.mx', garminSecretName: 'otra/garmin' }).garminSecretName).toBe('otra/garmin');
  });

  it('reads `-c key=value` strings: comma-separated hosts, "true" flags, optional tracking ids', () => {
    expect(
      settingsFrom({ mainHosts: 'a.mx, www.a.mx', mailFrom: 'hola@a.mx', 'cdk-nag': 'true', pixelId: 'px' }),
    ).toMatchObject({ mainHosts: ['a.mx', 'www.a.mx'], cdkNag: true, pixelId: 'px' });
  });

  it('refuses a sender that is not an e-mail address', () => {
    expect(() => settingsFrom({ mainHosts: ['a.mx'], mailFrom: 'nadie' })).toThrow(/mailFrom/);
  });

  it('reads the address the alarms are e-mailed to, empty as none, and refuses one that is not an address', () => {
    expect(settingsFrom({ mailFrom: 'hola@a.mx', alarmEmail: 'guardia@a.mx' })).toMatchObject({ alarmEmail: 'guardia@a.mx' });
    expect(settingsFrom({ mailFrom: 'hola@a.mx', alarmEmail: '' }).alarmEmail).toBeUndefined();
    expect(() => settingsFrom({ mailFrom: 'hola@a.mx', alarmEmail: 'guardia' })).toThrow(/alarmEmail/);
  });

  it('refuses a certificate without the hosts it covers', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:1:certificate/x';
    expect(() => settingsFrom({ certificateArn, mailFrom: 'hola@a.mx' })).toThrow(/mainHosts/);
  });
});
