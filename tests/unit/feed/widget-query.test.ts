// What a widget page's ?lista= names: one list of a modality, or the live passes; nothing else.
import { describe, expect, it } from 'vitest';
import { parseWidgetList, widgetListParam } from '@lambdas/feed/widget-query';

describe('parseWidgetList', () => {
  it.each([
    ['general', { view: 'general', group: '' }],
    ['ganadores', { view: 'ganadores', group: '' }],
    ['genero:F', { view: 'genero', group: 'F' }],
    ['categoria:V-2', { view: 'categoria', group: 'V-2' }],
    ['pasos', 'pasos'],
  ])('reads %s', (text, list) => {
    expect(parseWidgetList(text)).toEqual(list);
    expect(widgetListParam(parseWidgetList(text)!)).toBe(text);
  });

  it.each(['', 'todos', 'genero', 'categoria:', 'general:V', 'genero:F:x', `categoria:${'x'.repeat(21)}`])('refuses %j', (text) => {
    expect(parseWidgetList(text)).toBeNull();
  });
});
