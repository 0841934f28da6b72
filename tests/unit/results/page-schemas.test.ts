// The addresses an event's presentation sections store (shared/results/page-schemas.ts) follow the one
// rule of shared/core/url-schemas.ts: no `javascript:`, `data:` or other-site address is stored, and
// the platform's media, https images and ordinary links are.
import { describe, expect, it } from 'vitest';
import { retoPhotosConfigSchema } from '@shared/retos/reto-owner-config';
import { convocatoriaSchema, miniThemeSchema, photoConfigSchema } from '@shared/results/page-schemas';

const hostile = ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example/x.png', 'vbscript:msgbox(1)'];
const logo = (rutaLogo: string) => ({ logos: [{ codLogo: 'l1', rutaLogo }], marcos: [] });
const frame = (rutaMarco: string) => ({ logos: [], marcos: [{ codMarco: 'm1', rutaMarco }] });

describe("an event's presentation addresses", () => {
  it.each(hostile)('refuses %s as a convocatoria link, a convocatoria image, a logo, a frame and a background', (address) => {
    expect(convocatoriaSchema.safeParse({ blocks: [{ type: 'link', text: 'Bases', url: address }] }).success).toBe(false);
    expect(convocatoriaSchema.safeParse({ blocks: [{ type: 'image', url: address }] }).success).toBe(false);
    expect(photoConfigSchema.safeParse(logo(address)).success).toBe(false);
    expect(photoConfigSchema.safeParse(frame(address)).success).toBe(false);
    expect(retoPhotosConfigSchema.safeParse(logo(address)).success).toBe(false);
    expect(miniThemeSchema.safeParse({ backgroundImage: address }).success).toBe(false);
  });

  it('says why in Spanish', () => {
    const refused = convocatoriaSchema.safeParse({ blocks: [{ type: 'image', url: 'javascript:alert(1)' }] });
    expect(refused.error?.issues[0]?.message).toBe('La imagen debe ser una dirección https:// o una imagen subida a la plataforma');
  });

  it('keeps the platform media, https images, ordinary links and no background', () => {
    expect(convocatoriaSchema.parse({ blocks: [{ type: 'link', text: 'Bases', url: 'https://corre.mx/bases.pdf' }, { type: 'link', text: 'Ruta', url: '/ruta' }] }).blocks).toHaveLength(2);
    expect(convocatoriaSchema.parse({ blocks: [{ type: 'image', url: 'https://cdn.example.mx/c.jpg' }] }).blocks).toHaveLength(1);
    expect(photoConfigSchema.parse(logo('/media/logo.png')).logos[0]?.rutaLogo).toBe('/media/logo.png');
    expect(miniThemeSchema.parse({ backgroundImage: '' }).backgroundImage).toBe('');
    expect(miniThemeSchema.parse({ backgroundImage: '/media/fondo.jpg' }).backgroundImage).toBe('/media/fondo.jpg');
  });
});
