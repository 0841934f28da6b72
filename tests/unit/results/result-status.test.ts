import { describe, expect, it } from 'vitest';
import { resultStatus } from '../../../shared/results/result-status';
import type { ResultRow } from '../../../shared/results/result-row';
import { resultRow } from './factories';

const DQ = 'El atleta fué descalificado por los jueces del evento';
const DNS = 'El atleta no inició el evento';
const DNF = 'El atleta no finalizó el evento';
const DNF_PLUS = 'El atleta no finalizó el evento en el tiempo previsto para la distancia';
const split = { kpc: 1001, tkpc: '00:20:00', pCat: 0, fechaHoraPunto: '2026-03-01 07:20:00.000' };
const on = { showAll: true, showDNS: true };
const off = { showAll: false, showDNS: false };

describe('resultStatus', () => {
  it.each<[string, Partial<ResultRow>, typeof on, string, string | null]>([
    ['a placed athlete finished', { pG: 3, registroSalida: true }, on, 'finished', null],
    ['a deleted row is DQ even with a place', { pG: 3, borrado: true }, off, 'dq', DQ],
    ['a row marked dq is DQ', { dq: true }, on, 'dq', DQ],
    ['DQ wins over DNS', { borrado: true }, on, 'dq', DQ],
    ['no exit record, no splits and no place is DNS when showDNS is on', {}, on, 'dns', DNS],
    ['the same athlete is DNF when showDNS is off', {}, off, 'dnf', DNF],
    ['an exit record means the athlete started', { registroSalida: true }, on, 'dnf', DNF],
    ['a split means the athlete started', { parciales: [split] }, on, 'dnf', DNF],
    ["a '*' in the name is DNF-plus when showAll is on", { nombre: 'Ana López*', registroSalida: true }, on, 'dnfPlus', DNF_PLUS],
    ["a '*' in the name is plain DNF when showAll is off", { nombre: 'Ana López*', registroSalida: true }, off, 'dnf', DNF],
    ["DNS wins over DNF-plus", { nombre: 'Ana López*' }, on, 'dns', DNS],
  ])('%s', (_case, overrides, config, status, text) => {
    expect(resultStatus(resultRow(overrides), config)).toEqual({ status, text });
  });
});
