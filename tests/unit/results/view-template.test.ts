import { describe, expect, it } from 'vitest';
import { renderViewTemplate } from '@shared/results/view-template';
import { finisher, resultRow } from './factories';

describe('renderViewTemplate', () => {
  const rows = [
    finisher('30', 3000, { nombre: 'Tercera', to: '00:50:00' }),
    finisher('10', 2000, { nombre: 'Primera', to: '00:33:20' }),
    finisher('20', 2500, { nombre: 'Segunda', to: '00:41:40' }),
    resultRow({ num: '40', nombre: 'Sin meta', to: '00:00:00', fhm: '2026-03-01 06:00:00.000' }),
  ];
  const current = rows[2];

  it.each([
    ['Felicidades [nombre], tu tiempo fue [to]', 'Felicidades Segunda, tu tiempo fue 00:41:40'],
    ['Lugar [pG] en [codMod]', 'Lugar 0 en 10K'],
    ['Primer lugar: #1#[nombre] (#1#[to])', 'Primer lugar: Primera (00:33:20)'],
    ['#2#[num]', '20'],
    ['Último en llegar: #-1#[nombre]', 'Último en llegar: Tercera'],
    ['#-3#[nombre]', 'Primera'],
    ['#4#[nombre]|#0#[nombre]|#-4#[nombre]', '||'],
    ['[noExiste]|[parciales]|[borrado]', '||'],
    ['#1# sin campo', '#1# sin campo'],
    ['Sin campos', 'Sin campos'],
  ])('renders %j as %j', (template, text) => {
    expect(renderViewTemplate(template, rows, current)).toBe(text);
  });

  it('renders the current row’s fields as empty without a current row', () => {
    expect(renderViewTemplate('[nombre] / #1#[nombre]', rows)).toBe(' / Primera');
  });

  it('ignores results whose official time is 00:00:00 when counting', () => {
    expect(renderViewTemplate('#1#[num]', [rows[3]!, rows[0]!])).toBe('30');
  });
});
