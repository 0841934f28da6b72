// A mutation a button sends at most once at a time: a double click, or a click while the answer is
// on its way, sends nothing more (the ref is set before React redraws the button busy).
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

export function useSingleSend<Answer, Variables>(options: UseMutationOptions<Answer, Error, Variables>) {
  const sending = useRef(false);
  const mutation = useMutation<Answer, Error, Variables>({
    ...options,
    onSettled: (...args) => {
      sending.current = false;
      return options.onSettled?.(...args);
    },
  });
  function send(variables: Variables) {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(variables);
  }
  return { ...mutation, send };
}
