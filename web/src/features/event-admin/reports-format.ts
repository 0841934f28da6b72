// How the Dashboard writes its figures: MXN cents as pesos with two decimals (exact, so never
// rounded up), counts and percentages in es-MX, and the fixed colours of its charts.
import { madeOnce } from '@shared/core/made-once';
const pesos = madeOnce(() => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const counts = madeOnce(() => new Intl.NumberFormat('es-MX'));

export const pesosText = (cents: number) => pesos().format(Math.trunc(cents) / 100);
export const countText = (count: number) => counts().format(count);
export const percentText = (percent: number) => `${percent}%`;

/** Oxxo, efectivo, tarjeta; then per-day bars. Fixed, so a method keeps its colour from one visit to the next. */
export const chartColours = { oxxo: '#e30613', efectivo: '#2e7d32', tarjeta: '#1565c0', porDia: '#e8630a' } as const;
