// The certificate's own design, for a reto whose organizer gave no background: warm white inside an
// orange frame (the brand's colour), with a 'CERTIFICADO' heading above the text.
import { CERTIFICATE_HEIGHT as H, CERTIFICATE_WIDTH as W, type CertificateLine } from '@shared/retos/certificate';

const BRAND_ORANGE = '#e8630a';

export const defaultDesignHeading: CertificateLine = { text: 'CERTIFICADO', style: 'heading' };

export const defaultDesignSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="#fffaf3"/>
<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="10"/>
<rect x="30" y="30" width="${W - 60}" height="${H - 60}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="2"/>
<path d="M30 30h90v10h-80v80h-10zM${W - 30} 30h-90v10h80v80h10zM30 ${H - 30}h90v-10h-80v-80h-10zM${W - 30} ${H - 30}h-90v-10h80v-80h10z" fill="${BRAND_ORANGE}"/>
</svg>`;
