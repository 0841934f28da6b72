// Integer cents as registrants read them in server texts and mails: '$450.00 MXN', '$25.71 USD'.
const formats = new Map<string, Intl.NumberFormat>();

export function moneyText(cents: number, codigo: string): string {
  let format = formats.get(codigo);
  if (!format) {
    format = new Intl.NumberFormat('es-MX', { style: 'currency', currency: codigo, currencyDisplay: 'narrowSymbol' });
    formats.set(codigo, format);
  }
  return `${format.format(cents / 100)} ${codigo}`;
}
