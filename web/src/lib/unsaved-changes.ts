// Forms with changes not saved yet, on the whole page: leaving the page asks the browser's own
// question (beforeunload), and a screen that would unmount a form (a tab switch) asks first with
// confirmDiscard (docs/events.md, The organizer console).
import { useEffect, useId } from 'react';
import { inputMessages } from '@shared/core/input-texts';

const dirtyForms = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

/** Declares whether the calling form holds unsaved changes while it is mounted. */
export function useUnsavedChanges(isDirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return undefined;
    dirtyForms.add(id);
    // One listener for all: adding the same function twice is a no-op, so it is removed with the last form.
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [id, isDirty]);
}

/** True when nothing is unsaved, or the user agrees to lose it. */
export const confirmDiscard = () => dirtyForms.size === 0 || window.confirm(inputMessages.discardUnsaved);

/**
 * Whether a react-hook-form form holds a change: by its dirty fields, not isDirty, which stays true
 * after a reset to the saved document when that document lacks a key an input registers as undefined.
 */
export const hasDirtyFields = (dirtyFields: object) => Object.keys(dirtyFields).length > 0;
