// The intro animation over the app on a first visit (SPEC.md "App shell"): timed reveals, a progress bar,
// an 'Enter Marketplace' button, auto-finish at 15 s; Skip or Escape fades out quickly.
import { ArrowRight, Database } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useContent } from '../../features/content/content-context';
import { introSeen, markIntroSeen, prefersReducedMotion } from './intro-flag';

/** Step n (1-based) is revealed at STEP_TIMES_MS[n - 1]: title, subtitle, tagline, features, progress bar, button. */
export const STEP_TIMES_MS = [800, 2000, 2800, 3500, 4500, 5800];
export const AUTO_FINISH_MS = 15_000;
export const FINISH_FADE_MS = 800;
export const SKIP_FADE_MS = 300;

const FEATURE_STAGGER_MS = 250;
const PROGRESS_BAR_STEP = 5;

export function IntroScreen() {
  // A visitor who followed a sign-in link came to sign in: the intro would sit on top of the modal and take its clicks.
  const [playing, setPlaying] = useState(() => !introSeen() && !prefersReducedMotion() && !cameToSignIn());

  useEffect(() => {
    // Visitors who asked for less motion never see it; remember that as seen.
    if (!introSeen() && prefersReducedMotion()) markIntroSeen();
  }, []);

  return playing ? <IntroSequence onDone={() => setPlaying(false)} /> : null;
}

const cameToSignIn = () => new URLSearchParams(window.location.search).get('signin') === 'true';

function IntroSequence({ onDone }: { onDone: () => void }) {
  const { t } = useContent();
  const [step, setStep] = useState(0);
  const [fadeMs, setFadeMs] = useState<number | null>(null);
  const features = t('intro_features').split('\n').map((line) => line.trim()).filter(Boolean);

  const finish = (durationMs: number) => {
    markIntroSeen();
    setFadeMs((current) => current ?? durationMs);
  };

  useEffect(() => {
    const timers = STEP_TIMES_MS.map((ms, index) => setTimeout(() => setStep(index + 1), ms));
    timers.push(setTimeout(() => finish(FINISH_FADE_MS), AUTO_FINISH_MS));
    return () => timers.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (fadeMs === null) return;
    const id = setTimeout(onDone, fadeMs);
    return () => clearTimeout(id);
  }, [fadeMs, onDone]);

  useEffect(() => {
    const skipOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && finish(SKIP_FADE_MS);
    window.addEventListener('keydown', skipOnEscape);
    return () => window.removeEventListener('keydown', skipOnEscape);
  }, []);

  const reveal = (atStep: number) =>
    cn('transition-all duration-700 ease-out', step >= atStep ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-4 opacity-0');

  return (
    <div
      data-testid="intro-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby="intro-title"
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center overflow-y-auto bg-linear-to-br from-slate-950 via-primary-950 to-slate-900 px-6 py-12 text-center text-white transition-opacity ease-out',
        fadeMs !== null && 'opacity-0',
      )}
      style={{ transitionDuration: `${fadeMs ?? 0}ms` }}
    >
      <button
        type="button"
        autoFocus
        onClick={() => finish(SKIP_FADE_MS)}
        className="absolute top-4 right-4 rounded-full border border-white/20 px-4 py-1.5 text-sm text-white/80 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        Skip
      </button>

      <div className={cn('mb-6', reveal(1))}>
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-2xl bg-linear-to-br from-primary-500 to-blue-400 shadow-lg shadow-primary-900/50">
          <Database className="h-8 w-8" aria-hidden="true" />
        </span>
      </div>
      <h1 id="intro-title" className={cn('text-4xl font-extrabold tracking-tight sm:text-6xl', reveal(1))}>
        {t('intro_title')}
      </h1>
      <p className={cn('mt-4 text-lg text-primary-200 sm:text-2xl', reveal(2))}>{t('intro_subtitle')}</p>
      <p className={cn('mt-3 max-w-xl text-base text-white/70 sm:text-lg', reveal(3))}>{t('intro_tagline')}</p>

      <ul className="mt-8 space-y-2">
        {features.map((feature, index) => (
          <li
            key={feature}
            className={reveal(4)}
            style={{ transitionDelay: step >= 4 ? `${index * FEATURE_STAGGER_MS}ms` : '0ms' }}
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm text-white/90">
              <span className="h-1.5 w-1.5 rounded-full bg-blue-300" aria-hidden="true" />
              {feature}
            </span>
          </li>
        ))}
      </ul>

      <div className={cn('mt-10 h-1 w-64 overflow-hidden rounded-full bg-white/10', reveal(PROGRESS_BAR_STEP))} aria-hidden="true">
        <div
          className="h-full rounded-full bg-linear-to-r from-primary-400 to-blue-300 transition-[width] ease-linear"
          style={{
            width: step >= PROGRESS_BAR_STEP ? '100%' : '0%',
            transitionDuration: `${AUTO_FINISH_MS - STEP_TIMES_MS[PROGRESS_BAR_STEP - 1]!}ms`,
          }}
        />
      </div>

      <div className={cn('mt-8', reveal(6))}>
        <Button variant="inverse" size="lg" onClick={() => finish(FINISH_FADE_MS)} tabIndex={step >= 6 ? 0 : -1}>
          Enter Marketplace
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
