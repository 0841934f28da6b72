// The puntosControl section: each timing point of a modality, as timing systems name it.
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { controlPointSchema } from '@shared/results/event-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { NumberInput, SelectInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = sectionFormTexts.controlPoints;
type ControlPointInput = z.input<typeof controlPointSchema>;

const typeOptions = ([1, 2, 3] as const).map((tipo) => ({ value: tipo, label: texts.tipos[tipo] }));
const paceOptions = ['min/k', 'min/100mts', 'km/h'].map((unit) => ({ value: unit, label: unit }));

/** One of the event's modalities, or the code the point already has. */
function PointModality({ path, codes }: { path: string; codes: readonly string[] }) {
  const current = (useWatch({ name: path }) ?? '') as string;
  if (codes.length === 0) return <TextInput name={path} label={texts.codigoModalidad} />;
  const options = [...new Set([...codes, ...(current ? [current] : [])])].map((code) => ({ value: code, label: code }));
  return <SelectInput name={path} label={texts.codigoModalidad} options={options} />;
}

export function ControlPointsFields({ modalityCodes }: { modalityCodes: readonly string[] }) {
  const newPoint = (): ControlPointInput => ({ codigoModalidad: modalityCodes[0] ?? '', codigo: '', punto: 0, vuelta: 1, descripcionPunto: '', kilometro: 0, tipoControl: 2, unidadPaso: 'min/k' });
  return (
    <ListEditor<ControlPointInput> path="data" addLabel={texts.add} newItem={newPoint} title={(point, i) => texts.title(i, point?.codigo ?? '')}>
      {(item) => (
        <InputGrid>
          <PointModality path={`${item}.codigoModalidad`} codes={modalityCodes} />
          <TextInput name={`${item}.codigo`} label={texts.codigo} />
          <TextInput name={`${item}.descripcionPunto`} label={texts.descripcionPunto} />
          <SelectInput name={`${item}.tipoControl`} label={texts.tipoControl} options={typeOptions} numeric />
          <NumberInput name={`${item}.punto`} label={texts.punto} step="1" />
          <NumberInput name={`${item}.vuelta`} label={texts.vuelta} step="1" />
          <NumberInput name={`${item}.kilometro`} label={texts.kilometro} />
          <SelectInput name={`${item}.unidadPaso`} label={texts.unidadPaso} options={paceOptions} />
        </InputGrid>
      )}
    </ListEditor>
  );
}
