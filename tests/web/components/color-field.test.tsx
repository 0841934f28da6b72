// A colour input shows its colour: the swatch holds the value and the hex is written beside it; either
// changes it, and a half-typed hex changes nothing until it is a whole colour.
import { fireEvent, render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorField } from '@web/components/color-field';

function Host({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('#e8630a');
  return (
    <ColorField
      label="Color principal"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('ColorField', () => {
  it('shows the colour in a swatch and as its hex value, and takes either', async () => {
    const seen: string[] = [];
    const user = setUpUser();
    render(<Host seen={seen} />);
    const swatch = screen.getByLabelText('Color principal: elegir en la paleta');
    const hex = screen.getByRole('textbox', { name: 'Color principal' });
    expect(swatch).toHaveAttribute('type', 'color');
    expect(swatch).toHaveValue('#e8630a');
    expect(hex).toHaveValue('#e8630a');

    await user.clear(hex);
    await user.type(hex, '#12');
    expect(seen).toEqual([]);
    await user.type(hex, '34AB');
    expect(seen).toEqual(['#1234ab']);
    expect(swatch).toHaveValue('#1234ab');

    fireEvent.input(swatch, { target: { value: '#00ff00' } });
    expect(hex).toHaveValue('#00ff00');
  });

  it('puts the last whole colour back when a half-typed hex is left', async () => {
    const user = setUpUser();
    render(<Host seen={[]} />);
    const hex = screen.getByRole('textbox', { name: 'Color principal' });
    await user.clear(hex);
    await user.type(hex, '#zz');
    await user.tab();
    expect(hex).toHaveValue('#e8630a');
  });
});
