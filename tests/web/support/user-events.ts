// The simulated user of the web tests (user-event), without its check of CSS `pointer-events` before
// each press: the check reads jsdom's computed style of the target and of every ancestor, which
// matches each against the whole built-in stylesheet, and the tests load no CSS that could set the
// property (the presses a browser refuses are checked in Chromium, tests/e2e).
import userEvent, { PointerEventsCheckLevel, type Options, type UserEvent } from '@testing-library/user-event';

export type { UserEvent };

export function setUpUser(options: Options = {}): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
