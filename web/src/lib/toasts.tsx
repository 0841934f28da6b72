// The snackbar (docs/results.md §3: show, text, duration): one message at a time, the newest replaces the last.
// A light card with the brand's edge (docs/design.md), so it stands out on the dark footer of a short page too.
import { View } from '@aws-amplify/ui-react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { toastDurations } from '@shared/core/messages';

type ShowToast = (text: string, duration?: number) => void;

/** The newer card form's brief toasts: tokenisation and charge failures (docs/registration.md §8: 2 s). */
export const briefToastDuration = 2000;

interface Toast {
  text: string;
  duration: number;
}

const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);

  const show = useCallback<ShowToast>((text, duration = toastDurations.normal) => {
    setToast({ text, duration });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Always mounted, so screen readers announce each new text in the live region. */}
      <View
        role="status"
        aria-live="polite"
        position="fixed"
        bottom="1.5rem"
        left="50%"
        transform="translateX(-50%)"
        maxWidth="calc(100vw - 2rem)"
        style={{ zIndex: 1000 }}
      >
        {toast && (
          <View
            backgroundColor="background.primary"
            color="font.primary"
            border="1px solid"
            borderColor="border.primary"
            borderRadius="medium"
            boxShadow="large"
            padding="0.875rem 1.25rem 0.875rem 1rem"
            style={{ borderInlineStart: '4px solid var(--amplify-colors-primary-80)' }}
          >
            {toast.text}
          </View>
        )}
      </View>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}
