// /team/join?token=...: the page an invitation e-mail links to. Shows what the invitation offers; a signed-out visitor
// signs in (and comes back here) before joining. The server decides whether the signed-in user may join.
import { Users, XCircle } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { toast } from '../../app/toast';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { SIGN_IN_PATH, useAuth, type SignInRedirectState } from '../auth';
import { useInvitationPreview, useJoinTeam } from './team-api';

export function JoinTeamPage() {
  usePageTitle('Join a team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, loading } = useAuth();
  const preview = useInvitationPreview(token);
  const join = useJoinTeam();
  const navigate = useNavigate();

  if (token && (preview.isPending || loading)) return <PageSpinner label="Loading the invitation..." />;
  if (!token || preview.isError) {
    return <Problem text={token ? preview.error!.message : 'This link is incomplete. Please open the link from the e-mail again.'} />;
  }
  const invitation = preview.data!;
  if (invitation.closed) return <Problem text="This invitation has already been used or was withdrawn. Ask the team's owner to send a new one." />;
  if (invitation.expired) return <Problem text="This invitation has expired. Ask the team's owner to resend it." />;

  const returnTo: SignInRedirectState = { returnTo: `/team/join?${params}` };
  const accept = async () => {
    try {
      await join.mutateAsync(token);
      toast.success(`You joined ${invitation.teamName}`);
      await navigate('/account/team');
    } catch (error) {
      toast.error('Could not join the team', { description: (error as Error).message });
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Users className="h-14 w-14 text-primary-600" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Join {invitation.teamName}</h1>
      <p className="mt-3 text-slate-600">
        {invitation.invitedBy ?? 'The team'} invited <strong>{invitation.email}</strong> to join as {invitation.role === 'admin' ? 'an admin' : 'a member'}.
        Members share the team's plan, purchases and downloads. The invitation expires on {new Date(invitation.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
      </p>
      {user ? (
        <>
          {user.email.toLowerCase() !== invitation.email && (
            <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              You are signed in as {user.email}. Sign in with {invitation.email} to accept this invitation.
            </p>
          )}
          <p className="mt-3 text-sm text-slate-500">
            Your own purchases stay with your own account, and come back if you leave the team.
          </p>
          <Button className="mt-8" onClick={() => void accept()} disabled={join.isPending}>
            {join.isPending ? 'Joining...' : `Join ${invitation.teamName}`}
          </Button>
        </>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-500">Sign in, or create an account, with {invitation.email} to accept.</p>
          <Link to={SIGN_IN_PATH} state={returnTo} className={buttonClasses('primary', 'md', 'mt-8')}>Sign in to join</Link>
        </>
      )}
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <XCircle className="h-14 w-14 text-red-600" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">This invitation cannot be used</h1>
      <p role="alert" className="mt-3 text-slate-600">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>Back to Home</Link>
    </div>
  );
}
