// The Dashboard's lists: modalities with their categories, registrations per user, the Select and
// checkbox field summaries and product sales.
import { Flex } from '@aws-amplify/ui-react';
import type { Dashboard } from '@shared/registration/dashboard';
import { dashboardTexts as texts } from '@shared/registration/report-texts';
import { DashboardTable } from './dashboard-table';
import { countText, percentText, pesosText } from './reports-format';

export function ModalitiesTable({ modalidades }: { modalidades: Dashboard['modalidades'] }) {
  const rows = modalidades.flatMap((modality) => [
    { key: modality.clave, cells: [<strong key="m">{modality.etiqueta}</strong>, countText(modality.cantidad), percentText(modality.porcentaje)] },
    ...modality.categorias.map((category) => ({ key: `${modality.clave}/${category.clave}`, cells: [`— ${category.etiqueta}`, countText(category.cantidad), percentText(category.porcentaje)] })),
  ]);
  return <DashboardTable title={texts.modalidades} columns={['', texts.cantidad, texts.porcentaje]} rows={rows} />;
}

export function UsersTable({ porUsuario }: { porUsuario: Dashboard['porUsuario'] }) {
  const rows = porUsuario.map((user) => ({ key: user.usuario, cells: [user.nombre, countText(user.cantidad), pesosText(user.monto)] }));
  return <DashboardTable title={texts.porUsuario} columns={[texts.usuario, texts.cantidad, texts.monto]} rows={rows} />;
}

export function FieldSummaries({ campos }: { campos: Dashboard['campos'] }) {
  return (
    <Flex direction="column" gap="1rem">
      {campos.map((field) => (
        <DashboardTable
          key={field.iDCampo}
          title={`${texts.campos}: ${field.etiqueta}`}
          columns={['', texts.cantidad, texts.porcentaje]}
          rows={field.valores.map((value) => ({ key: value.clave, cells: [value.etiqueta, countText(value.cantidad), percentText(value.porcentaje)] }))}
        />
      ))}
    </Flex>
  );
}

export function ProductSales({ productos }: { productos: Dashboard['productos'] }) {
  const rows = productos.map((product) => ({ key: product.codigoProducto, cells: [product.nombre, countText(product.cantidad), pesosText(product.monto)] }));
  return <DashboardTable title={texts.productos} columns={[texts.producto, texts.cantidad, texts.monto]} rows={rows} />;
}
