// Headings that take their level from where they are drawn (docs/platform.md, Accessibility): an editor
// nested in another's item, or drawn on another page, keeps the page's headings in order with no level skipped.
import { Heading, type HeadingProps } from '@aws-amplify/ui-react';
import { createContext, useContext, type ReactNode } from 'react';

/** The level of the headings drawn here: a page's sections start under its h1. */
const LevelContext = createContext(2);

/** A heading at the level of where it is drawn; small, as an editor's titles are. */
export function SectionHeading({ fontSize = 'medium', ...props }: Omit<HeadingProps, 'level'>) {
  const level = Math.min(useContext(LevelContext), 6) as HeadingProps['level'];
  return <Heading level={level} fontSize={fontSize} {...props} />;
}

/** What is under a SectionHeading: its own headings one level down. */
export function SubSections({ children }: { children: ReactNode }) {
  const level = useContext(LevelContext);
  return <LevelContext.Provider value={level + 1}>{children}</LevelContext.Provider>;
}
