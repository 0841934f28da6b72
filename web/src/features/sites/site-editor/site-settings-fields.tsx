// The site's own fields: its title and icon, the mini theme's colours, type face and background image.
import { Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { FONT_FAMILIES, siteContentSchema, type SiteContent, type SiteTheme } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { ColorField } from '@web/components/color-field';
import { problemsOf } from './field-problems';
import { ImageUrlField } from './image-url-field';

const texts = siteEditorTexts.site;
const COLORS = ['primary', 'secondary', 'text', 'background'] as const;

export function SiteSettingsFields({ content, onChange }: { content: SiteContent; onChange: (next: SiteContent) => void }) {
  const theme = content.miniTheme;
  const setTheme = (patch: Partial<SiteTheme>) => onChange({ ...content, miniTheme: { ...theme, ...patch } });
  const problems = useMemo(() => problemsOf(siteContentSchema, content), [content]);
  return (
    <Flex direction="column" gap="0.75rem">
      <TextField label={texts.title} value={content.title} maxLength={120} onChange={(event) => onChange({ ...content, title: event.target.value })} {...problems('title')} />
      <ImageUrlField label={texts.icon} value={content.icon} onChange={(icon) => onChange({ ...content, icon })} problem={problems('icon')} />
      <Flex wrap="wrap" gap="1rem">
        {COLORS.map((name) => (
          <ColorField key={name} label={texts[name]} value={theme[name]} onChange={(color) => setTheme({ [name]: color })} />
        ))}
      </Flex>
      <SelectField label={texts.font} value={theme.fontFamily} onChange={(event) => setTheme({ fontFamily: event.target.value as SiteTheme['fontFamily'] })}>
        {FONT_FAMILIES.map((font) => (
          <option key={font} value={font}>
            {siteEditorTexts.fonts[font]}
          </option>
        ))}
      </SelectField>
      <ImageUrlField label={texts.backgroundImage} value={theme.backgroundImage} onChange={(backgroundImage) => setTheme({ backgroundImage })} problem={problems('miniTheme.backgroundImage')} />
    </Flex>
  );
}
