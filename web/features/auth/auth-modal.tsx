// The sign-in / sign-up / reset modal (SPEC.md section 2). Each mode is its own form component, so switching
// modes (or opening again) mounts a fresh form with no values and no message.
import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useContent } from '../content';
import type { AuthMode } from './auth-modal-context';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const MODE_ICONS = { signin: LogIn, signup: UserPlus, reset: KeyRound } as const;

interface AuthModalProps {
  open: boolean;
  mode: AuthMode;
  /** Changes on every opening. */
  session: number;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  onSignedIn: () => void;
}

export function AuthModal({ open, mode, session, onModeChange, onClose, onSignedIn }: AuthModalProps) {
  const { t } = useContent();
  const Icon = MODE_ICONS[mode];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-primary-100 text-primary-600">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <DialogTitle>{t(`auth_${mode}_title`)}</DialogTitle>
          <DialogDescription>{t(`auth_${mode}_description`)}</DialogDescription>
        </div>
        {mode === 'signin' && <SignInForm key={session} onSwitch={onModeChange} onSignedIn={onSignedIn} />}
        {mode === 'signup' && <SignUpForm key={session} onSwitch={onModeChange} onSignedIn={onSignedIn} />}
        {mode === 'reset' && <ResetRequestForm key={session} onSwitch={onModeChange} />}
      </DialogContent>
    </Dialog>
  );
}
