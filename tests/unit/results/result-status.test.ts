import { describe, expect, it } from 'vitest';
import { resultStatus, statusConfig, withStatusFlags, type StatusConfig } from '@shared/results/result-status';
import type { ResultRow } from '@shared/results/result-row';
import { resultRow } from './factories';

const DQ = 'El atleta fué descalificado por los jueces del evento';
const DNS = 'El atleta no inició el evento';
const DNF = 'El atleta no finalizó el evento';
const DNF_PLUS = 'El atleta no finalizó el evento en el tiempo previsto para la distancia';
const ON_COURSE = 'El atleta aún no registra su llegada a la meta';
const split = { kpc: 1001, tkpc: '00:20:00', pCat: 0, fechaHoraPunto: '2026-03-01 07:20:00.000' };
const overTimeFinish = { nombre: 'Ana López*', toMS: 7_800_000, to: '02:10:00', fhm: '2026-03-01 09:10:00.000' };
const on: StatusConfig = { showAll: true, showDNS: true, closed: true };
const off: StatusConfig = { showAll: false, showDNS: false, closed: true };
const live: StatusConfig = { ...on, closed: false };

describe('resultStatus', () => {
  it.each<[string, Partial<ResultRow>, StatusConfig, string, string | null]>([
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
    ['DNS wins over DNF-plus', { nombre: 'Ana López*' }, on, 'dns', DNS],
    ['a finish read means the athlete over the time limit started, without start mat or splits', overTimeFinish, on, 'dnfPlus', DNF_PLUS],
    ['a runner without a finish is on course while the event is not closed', { registroSalida: true, parciales: [split] }, live, 'onCourse', ON_COURSE],
    ['a runner without any read is not DNS while the event is not closed', {}, live, 'onCourse', ON_COURSE],
    ['a placed runner finished while the event is not closed', { pG: 1 }, live, 'finished', null],
    ['a deleted row is DQ while the event is not closed', { borrado: true }, live, 'dq', DQ],
    ["a '*' in the name is DNF-plus while the event is not closed", overTimeFinish, live, 'dnfPlus', DNF_PLUS],
  ])('%s', (_case, overrides, config, status, text) => {
    expect(resultStatus(resultRow(overrides), config)).toEqual({ status, text });
  });
});

describe('statusConfig', () => {
  it.each<[string, number, boolean]>([
    ['takes an event with published results (1) as closed', 1, true],
    ['takes a live event (4) as not closed', 4, false],
    ['takes an upcoming event (2) as not closed', 2, false],
  ])('%s', (_case, eventoDisponible, closed) => {
    expect(statusConfig({ eventoDisponible }, { showAll: true, showDNS: false })).toEqual({ showAll: true, showDNS: false, closed });
  });
});

describe('withStatusFlags', () => {
  const flags = (row: ResultRow) => [row.dq, row.dns, row.dnf, row.dnfPlus];

  it.each<[string, Partial<ResultRow>, StatusConfig, boolean[]]>([
    ['sets dns on a closed event for an athlete who never started', {}, on, [false, true, false, false]],
    ['sets dnf on a closed event for an athlete who started and did not finish', { registroSalida: true }, on, [false, false, true, false]],
    ['sets dnfPlus for an athlete over the time limit', overTimeFinish, on, [false, false, false, true]],
    ['sets dq for a deleted row', { borrado: true }, on, [true, false, false, false]],
    ['sets no flag for a finisher', { pG: 2 }, on, [false, false, false, false]],
    ['sets no flag for a runner on course', { registroSalida: true }, live, [false, false, false, false]],
    ['clears a dnf flag once the event is open again', { registroSalida: true, dnf: true }, live, [false, false, false, false]],
  ])('%s', (_case, overrides, config, expected) => {
    expect(flags(withStatusFlags(resultRow(overrides), config))).toEqual(expected);
  });

  it('gives the same status to the flagged row as to the row it came from', () => {
    const row = resultRow({ registroSalida: true });
    expect(resultStatus(withStatusFlags(row, on), on)).toEqual(resultStatus(row, on));
  });
});
