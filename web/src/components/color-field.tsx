// A colour input that shows its colour: a swatch (the browser's colour picker) beside the hex value,
// which can also be typed. A bare <input type="color"> styled as a text field draws a grey line.
import { TextField } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColorFieldProps {
  label: string;
  /** '#rrggbb' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  descriptiveText?: string;
  hasError?: boolean;
  errorMessage?: string;
}

export function ColorField({ label, value, onChange, onBlur, descriptiveText, hasError, errorMessage }: ColorFieldProps) {
  // What is typed stays as typed until it is a whole colour; only then does the value change.
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const swatch = (
    <input
      type="color"
      aria-label={`${label}: elegir en la paleta`}
      value={HEX.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(event) => onChange(event.target.value)}
      style={{ inlineSize: '2.75rem', blockSize: '100%', minBlockSize: '2.5rem', padding: '0.125rem', border: '1px solid var(--amplify-colors-border-primary)', borderRadius: 'var(--amplify-radii-small) 0 0 var(--amplify-radii-small)', background: 'var(--amplify-colors-background-primary)', cursor: 'pointer' }}
    />
  );
  return (
    <TextField
      label={label}
      value={text}
      maxLength={7}
      spellCheck={false}
      autoCapitalize="off"
      outerStartComponent={swatch}
      descriptiveText={descriptiveText}
      hasError={hasError}
      errorMessage={errorMessage}
      onBlur={() => {
        if (!HEX.test(text)) setText(value);
        onBlur?.();
      }}
      onChange={(event) => {
        const typed = event.target.value.trim();
        setText(typed);
        if (HEX.test(typed)) onChange(typed.toLowerCase());
      }}
    />
  );
}
