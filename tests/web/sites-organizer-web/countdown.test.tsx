import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteTexts } from '@shared/sites/site-texts';
import { timeLeft } from '@web/features/sites/organizer-web/countdown-time';
import { aSection, aSite } from './site-fixtures';
import { renderSite } from './render-site';

const NOW = new Date('2026-03-01T12:00:00Z');

function countdownTo(until: string, doneText = '') {
  return aSite({ home: [aSection({ component: 'countdown', title: 'Para la salida', until, doneText })] });
}

function shown(): Record<string, string> {
  const timer = screen.getByRole('timer');
  return Object.fromEntries([...timer.querySelectorAll<HTMLElement>('[data-unit]')].map((unit) => [unit.dataset.unit, unit.textContent ?? '']));
}

describe('countdown section', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the days, hours, minutes and seconds left, and one second less a second later', () => {
    renderSite(countdownTo('2026-03-03T15:04:05+00:00'));

    expect(shown()).toEqual({ days: '2días', hours: '03horas', minutes: '04minutos', seconds: '05segundos' });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual({ days: '2días', hours: '03horas', minutes: '04minutos', seconds: '04segundos' });
  });

  it('reads the date with its offset (Mexico City, UTC-6)', () => {
    renderSite(countdownTo('2026-03-01T07:00:00-06:00'));

    expect(shown()).toEqual({ days: '0días', hours: '01horas', minutes: '00minutos', seconds: '00segundos' });
  });

  it("switches to the organizer's text when the date comes, and stops ticking", () => {
    renderSite(countdownTo('2026-03-01T12:00:02Z', '¡Arrancamos!'));

    act(() => vi.advanceTimersByTime(2000));

    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('¡Arrancamos!')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the day has come, by default, for a date already past', () => {
    renderSite(countdownTo('2026-02-01T00:00:00Z'));

    expect(screen.getByText(siteTexts.countdownDone)).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its interval when it leaves the page', () => {
    const { unmount } = renderSite(countdownTo('2026-03-03T15:04:05Z'));
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('timeLeft', () => {
  it.each([
    [90_061_000, { days: 1, hours: 1, minutes: 1, seconds: 1 }],
    [59_500, { days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [0, null],
    [-5_000, null],
    [Number.NaN, null],
  ])('leaves %i ms as %o', (ms, expected) => {
    expect(timeLeft(ms, 0)).toEqual(expected);
  });
});
