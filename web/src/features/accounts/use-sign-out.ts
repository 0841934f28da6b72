import { useCallback } from 'react';
import { messages, toastDurations } from '@shared/core/messages';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';

export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOut();
      toast(messages.signedOut);
    } catch (error) {
      toast(errorMessage(error), toastDurations.long);
    }
  }, [signOut, toast]);
}
