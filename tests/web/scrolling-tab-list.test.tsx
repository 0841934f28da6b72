import { Tabs } from '@aws-amplify/ui-react';
import { render, screen } from '@testing-library/react';
import { setUpUser } from './support/user-events';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollingTabList, scrollToShow } from '@web/components/scrolling-tab-list';

const names = ['Convocatoria', 'Formulario', 'Ingresos', 'Dashboard', 'Configuración', 'Web del evento', 'Usuarios autorizados', 'Folios borrados', 'Formularios'];
const TAB_PX = 120;

/** jsdom lays nothing out: each tab is given its place in a 390 px bar by hand. */
function layOut(bar: HTMLElement) {
  Object.defineProperty(bar, 'clientWidth', { configurable: true, value: 390 });
  Object.defineProperty(bar, 'scrollWidth', { configurable: true, value: names.length * TAB_PX });
  bar.querySelectorAll<HTMLElement>('[role="tab"]').forEach((tab, index) => {
    Object.defineProperty(tab, 'offsetLeft', { configurable: true, value: index * TAB_PX });
    Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: TAB_PX });
  });
}

function Console() {
  const [current, setCurrent] = useState('Ingresos');
  return (
    <Tabs.Container value={current} onValueChange={setCurrent}>
      <ScrollingTabList current={current} label="Secciones del evento">
        {names.map((name) => (
          <Tabs.Item key={name} value={name}>
            {name}
          </Tabs.Item>
        ))}
      </ScrollingTabList>
    </Tabs.Container>
  );
}

describe('the scrolling tab bar', () => {
  it.each([
    ['a tab already in view stays put', { scrollLeft: 0, clientWidth: 390 }, { offsetLeft: 120, offsetWidth: 120 }, 0],
    ['a tab past the right edge comes in with room for the next', { scrollLeft: 0, clientWidth: 390 }, { offsetLeft: 600, offsetWidth: 120 }, 600 + 120 + 32 - 390],
    ['a tab past the left edge comes in with room for the one before', { scrollLeft: 500, clientWidth: 390 }, { offsetLeft: 240, offsetWidth: 120 }, 240 - 32],
    ['the first tab scrolls back to the start', { scrollLeft: 500, clientWidth: 390 }, { offsetLeft: 0, offsetWidth: 120 }, 0],
  ])('%s', (_case, bar, tab, expected) => {
    expect(scrollToShow(bar, tab)).toBe(expected);
  });

  it('is one tablist that never wraps and scrolls the chosen tab into view', async () => {
    const user = setUpUser();
    render(<Console />);
    const bar = screen.getByRole('tablist', { name: 'Secciones del evento' });
    expect(bar.style.flexWrap).toBe('nowrap');
    expect(bar.style.overflowX).toBe('auto');
    layOut(bar);

    await user.click(screen.getByRole('tab', { name: 'Folios borrados' }));
    expect(screen.getByRole('tab', { name: 'Folios borrados' })).toHaveAttribute('aria-selected', 'true');
    expect(bar.scrollLeft).toBe(7 * TAB_PX + TAB_PX + 32 - 390);

    await user.click(screen.getByRole('tab', { name: 'Convocatoria' }));
    expect(bar.scrollLeft).toBe(0);
  });
});
