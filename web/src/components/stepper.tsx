// A numbered stepper: each step a circle with its number (a check once done) and its label, the
// current one marked with aria-current="step". A step that can be pressed is a real button (or a link
// with `href`), reached and pressed with the keyboard; one with neither only shows where the person is
// (the registration's steps, moved by each step's own buttons). On a phone the row scrolls sideways and
// only the current step shows its label beside the numbers; from 40em every label shows. Generic: the
// caller says what each step is called, its state and what pressing it does.
import { Text, VisuallyHidden } from '@aws-amplify/ui-react';
import { useEffect, useRef, type ReactNode } from 'react';
import './stepper.css';

export type StepState = 'done' | 'current' | 'upcoming';

export interface StepperStep {
  label: string;
  state: StepState;
  /** A step that is a page of its own; otherwise `onClick` (or `isDisabled`); with none, a step that only shows. */
  href?: string;
  onClick?: () => void;
  isDisabled?: boolean;
}

interface StepperProps {
  steps: StepperStep[];
  /** The list's name for assistive technology ('Pasos del reto'). */
  label: string;
  /** Read after a done step's label ('completado'). */
  doneText?: string;
  /** A line above the steps ('Paso 4 de 5'). */
  caption?: string;
}

function StepMark({ index, state }: { index: number; state: StepState }) {
  return (
    <span className="stepper__mark" aria-hidden="true">
      {state === 'done' ? '✓' : index + 1}
    </span>
  );
}

function StepControl({ step, common, children }: { step: StepperStep; common: { className: string; 'aria-current'?: 'step' }; children: ReactNode }) {
  if (step.href) {
    return (
      <a href={step.href} {...common}>
        {children}
      </a>
    );
  }
  if (step.onClick || step.isDisabled) {
    return (
      <button type="button" onClick={step.onClick} disabled={step.isDisabled} {...common}>
        {children}
      </button>
    );
  }
  return (
    <span {...common} className={`${common.className} stepper__step--shown`}>
      {children}
    </span>
  );
}

export function Stepper({ steps, label, doneText = 'completado', caption }: StepperProps) {
  const current = useRef<HTMLLIElement>(null);
  const currentIndex = steps.findIndex((step) => step.state === 'current');
  // Keeps the current step in view when the row scrolls on a phone.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [currentIndex]);

  return (
    <nav aria-label={label} className="stepper">
      {caption && (
        <Text fontSize="small" color="font.secondary" fontWeight="semibold">
          {caption}
        </Text>
      )}
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const content = (
            <>
              <StepMark index={index} state={step.state} />
              <VisuallyHidden>{`${index + 1}.`}</VisuallyHidden>{' '}
              <Text as="span" className="stepper__label">
                {step.label}
              </Text>
              {step.state === 'done' && <VisuallyHidden>{`, ${doneText}`}</VisuallyHidden>}
            </>
          );
          const common = { className: 'stepper__step', 'aria-current': step.state === 'current' ? ('step' as const) : undefined };
          return (
            <li key={step.label} ref={step.state === 'current' ? current : undefined} className={`stepper__item stepper__item--${step.state}`}>
              <StepControl step={step} common={common}>
                {content}
              </StepControl>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
