// The payment-methods pie and the registrations-per-day bars (recharts), in fixed colours.
import { Card, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@shared/registration/dashboard';
import { dashboardTexts as texts, paymentMethodLabels } from '@shared/registration/report-texts';
import { chartColours } from './reports-format';

const CHART_HEIGHT = 260;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variation="outlined" aria-label={title}>
      <Heading level={2} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {children}
      </ResponsiveContainer>
    </Card>
  );
}

export function PaymentMethodsChart({ formasPago }: { formasPago: Dashboard['formasPago'] }) {
  const slices = (['oxxo', 'efectivo', 'tarjeta'] as const).map((method) => ({ method, name: paymentMethodLabels[method], value: formasPago[method].pagados }));
  return (
    <ChartCard title={texts.formasPago}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius="80%" isAnimationActive={false} label>
          {slices.map((slice) => (
            <Cell key={slice.method} fill={chartColours[slice.method]} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ChartCard>
  );
}

export function RegistrationsPerDayChart({ porDia }: { porDia: Dashboard['porDia'] }) {
  return (
    <ChartCard title={texts.porDia}>
      <BarChart data={porDia}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="fecha" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Bar dataKey="cantidad" name={texts.inscritos} fill={chartColours.porDia} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
