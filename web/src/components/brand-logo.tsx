import { brand } from '@shared/core/messages';

/** The brand orange (docs/results.md §9, docs/design.md), the logo's and the favicon's fill. */
export const brandOrange = '#e8630a';

/** The platform's mark: two forward chevrons on the brand orange; decorative beside the written name. */
export function BrandLogo({ size = 64, decorative = false }: { size?: number; decorative?: boolean }) {
  return (
    <svg {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': brand.name })} width={size} height={size} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill={brandOrange} />
      <path
        d="M18 44 30 32 18 20M34 44l12-12-12-12"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
