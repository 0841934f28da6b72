// The site editor's fields of a form section: the event's field groups to choose from (one the
// event no longer has stays, marked), the title and the buttons' texts with their defaults shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormSectionFields } from '@web/features/sites/site-editor/form-section-fields';
import type { SectionOf } from '@web/features/sites/organizer-web/section-types';
import { stubApi } from '../support/fake-api';
import { aSection } from '../sites-organizer-web/site-fixtures';

const groups = { contacto: [], prensa: [] };
const noProblems = () => ({ hasError: false });

function Harness({ initial, onEdit }: { initial: SectionOf<'form'>; onEdit: (section: SectionOf<'form'>) => void }) {
  const [section, setSection] = useState(initial);
  return (
    <FormSectionFields
      section={section}
      problems={noProblems}
      onChange={(next) => {
        setSection(next);
        onEdit(next);
      }}
    />
  );
}

function renderFields(grupo: string, gruposFormularios: Record<string, unknown[]> = groups) {
  stubApi({ 'GET /api/events/4/registration': { status: 200, body: { config: { gruposFormularios } } } });
  const edits: SectionOf<'form'>[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness initial={aSection({ component: 'form', eventId: 4, grupo })} onEdit={(section) => edits.push(section)} />
    </QueryClientProvider>,
  );
  return { edits, user: setUpUser() };
}

const optionTexts = () => within(screen.getByLabelText('Grupo de campos')).getAllByRole('option').map((option) => option.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('FormSectionFields', () => {
  it("offers the event's groups and edits the section's group, title and button texts", async () => {
    const { edits, user } = renderFields('contacto');
    expect(await screen.findByRole('option', { name: 'prensa' })).toBeInTheDocument();
    expect(optionTexts()).toEqual(['contacto', 'prensa']);
    expect(screen.getByLabelText('Texto del botón de enviar')).toHaveAttribute('placeholder', 'Enviar');
    expect(screen.getByLabelText('Texto del botón para regresar al formulario')).toHaveAttribute('placeholder', 'Regresar al formulario');

    await user.selectOptions(screen.getByLabelText('Grupo de campos'), 'prensa');
    await user.type(screen.getByLabelText('Título'), 'Prensa');
    await user.type(screen.getByLabelText('Texto del botón para regresar al formulario'), 'Otra');

    expect(edits.at(-1)).toMatchObject({ grupo: 'prensa', title: 'Prensa', backText: 'Otra', submitText: '' });
  });

  it('keeps a group the event no longer has, marked, and says when the event has none', async () => {
    renderFields('general', {});
    expect(await screen.findByText(/El evento no tiene grupos de campos/)).toBeInTheDocument();
    expect(optionTexts()).toEqual(['general (no existe en el evento)']);
  });
});
