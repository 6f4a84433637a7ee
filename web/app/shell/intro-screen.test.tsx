import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { INTRO_SEEN_KEY } from './intro-flag';
import { AUTO_FINISH_MS, FINISH_FADE_MS, IntroScreen, SKIP_FADE_MS, STEP_TIMES_MS } from './intro-screen';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  mockFetch({
    'GET /api/content': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'down' } } },
    'GET /api/me': signedOut,
  });
});

describe('IntroScreen', () => {
  it('plays on a first visit, revealing its steps on time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<IntroScreen />);
    const intro = await screen.findByTestId('intro-screen');
    const title = screen.getByRole('heading', { name: 'DataCSV' });
    const enter = screen.getByRole('button', { name: /Enter Marketplace/ });
    expect(title.className).toContain('opacity-0');

    act(() => { vi.advanceTimersByTime(STEP_TIMES_MS[0]!); });
    expect(title.className).toContain('opacity-100');
    expect(enter.parentElement?.className).toContain('opacity-0');

    act(() => { vi.advanceTimersByTime(STEP_TIMES_MS[5]! - STEP_TIMES_MS[0]!); });
    expect(enter.parentElement?.className).toContain('opacity-100');
    expect(intro).toBeInTheDocument();
  });

  it('finishes by itself at 15 s with a 0.8 s fade and remembers it was seen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<IntroScreen />);
    await screen.findByTestId('intro-screen');
    act(() => { vi.advanceTimersByTime(AUTO_FINISH_MS); });
    expect(localStorage.getItem(INTRO_SEEN_KEY)).not.toBeNull();
    expect(screen.getByTestId('intro-screen')).toHaveStyle({ transitionDuration: `${FINISH_FADE_MS}ms` });
    act(() => { vi.advanceTimersByTime(FINISH_FADE_MS); });
    expect(screen.queryByTestId('intro-screen')).not.toBeInTheDocument();
  });

  it('Skip fades out in 0.3 s and sets the flag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<IntroScreen />);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(localStorage.getItem(INTRO_SEEN_KEY)).not.toBeNull();
    expect(screen.getByTestId('intro-screen')).toHaveStyle({ transitionDuration: `${SKIP_FADE_MS}ms` });
    act(() => { vi.advanceTimersByTime(SKIP_FADE_MS); });
    expect(screen.queryByTestId('intro-screen')).not.toBeInTheDocument();
  });

  it('does not play once the flag is set', () => {
    localStorage.setItem(INTRO_SEEN_KEY, 'true');
    renderWithProviders(<IntroScreen />);
    expect(screen.queryByTestId('intro-screen')).not.toBeInTheDocument();
  });

  it('stays away for a visitor who followed a sign-in link (the modal would sit under it), and plays next time', () => {
    window.history.replaceState(null, '', '/?signin=true');
    try {
      renderWithProviders(<IntroScreen />);
      expect(screen.queryByTestId('intro-screen')).not.toBeInTheDocument();
      expect(localStorage.getItem(INTRO_SEEN_KEY)).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('is skipped for visitors who prefer reduced motion, and marked seen', async () => {
    preferReducedMotion(true);
    renderWithProviders(<IntroScreen />);
    expect(screen.queryByTestId('intro-screen')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem(INTRO_SEEN_KEY)).not.toBeNull());
  });
});
