// Headings that take their level from where they are drawn (docs/platform.md, Accessibility): an editor
// nested in another's item, or drawn on another page, keeps the page's headings in order with no level skipped.
import { Heading, type HeadingProps } from '@aws-amplify/ui-react';
import { createContext, useContext, type ReactNode } from 'react';

type Level = NonNullable<HeadingProps['level']>;

/** The level of the headings drawn inside SubSections; none outside them. */
const LevelContext = createContext<number | undefined>(undefined);

/** The level where no SubSections encloses: a page's sections start under its h1. */
const SECTION_LEVEL = 2;

interface SectionHeadingProps extends Omit<HeadingProps, 'level'> {
  /** The level outside any SubSections, where the caller knows its place (a form under a step's h3). */
  outside?: Level;
}

/** A heading at the level of where it is drawn; small, as an editor's titles are. */
export function SectionHeading({ fontSize = 'medium', outside = SECTION_LEVEL, ...props }: SectionHeadingProps) {
  const level = Math.min(useContext(LevelContext) ?? outside, 6) as Level;
  return <Heading level={level} fontSize={fontSize} {...props} />;
}

/** What is under a SectionHeading drawn outside any SubSections: its own headings one level down. */
export function SubSections({ children }: { children: ReactNode }) {
  const level = useContext(LevelContext) ?? SECTION_LEVEL;
  return <LevelContext.Provider value={level + 1}>{children}</LevelContext.Provider>;
}
