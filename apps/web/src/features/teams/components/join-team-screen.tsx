import { isAthleteRole, TEAM_LEVEL_LABELS, type TeamLevel } from '@gamespeed/domain';
import type { JoinPreview, Profile } from '@gamespeed/domain/contracts';
import { Check, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useJoinPreview } from '../api/get-join-preview';
import { usePublicInvite } from '../api/get-public-invite';
import { useJoinTeam } from '../api/join-team';
import { pendingJoin } from '../pending-join';

const linkButton =
  'inline-flex h-12 items-center justify-center rounded-xl px-5 font-semibold transition-colors';

/**
 * The invite link's screen, /join/:code (docs/product/teams.md). The code is kept at once, so
 * whoever is not ready yet (signed out, no profile, onboarding unfinished) comes back here after
 * signing up and onboarding; a signed-in athlete sees the team, its coach and exactly what the
 * coach will see, then joins.
 */
export function JoinTeamScreen({
  code,
  status,
  profile,
}: {
  code: string;
  /** The signed-in user's state: loading, signed out (or failed), or ready with the profile. */
  status: 'loading' | 'signed-out' | 'error' | 'ready';
  profile: Profile | null;
}) {
  useEffect(() => {
    if (code) pendingJoin.set(code);
  }, [code]);

  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status !== 'ready') return <SignedOutInvite code={code} />;
  if (!profile) return <Navigate to={paths.roleSelection.getHref()} replace />;
  if (!isAthleteRole(profile.role)) return <CoachCannotJoin />;
  if (!profile.onboardingCompleted)
    return <Navigate to={paths.athlete.onboarding.getHref()} replace />;
  return <Preview code={code} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col justify-center gap-6">
      <span className="text-lg font-extrabold tracking-tight">
        Game<span className="text-accent">Speed</span>
      </span>
      {children}
    </div>
  );
}

/** Signed out: the code is checked first, and the invite names the team and its coach. */
function SignedOutInvite({ code }: { code: string }) {
  const invite = usePublicInvite(code);
  if (invite.isPending) return <Spinner label="Checking the invite..." />;
  if (invite.isError) return <InviteDoesNotWork message={invite.error.message} />;
  const { teamName, coachName, sportLevel } = invite.data;
  return (
    <Frame>
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Users aria-hidden className="h-4 w-4" /> You're invited to a team
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight break-words">Join {teamName}</h1>
        <p className="text-muted">
          Coach {coachName}
          {sportLevel ? ` · ${TEAM_LEVEL_LABELS[sportLevel as TeamLevel]}` : ''}
        </p>
        <p className="text-muted">
          Create your athlete account (or log in), finish your profile, and we'll bring you back
          here to join.
        </p>
      </div>
      <Link to={paths.signup.getHref()} className={`${linkButton} bg-accent text-black`}>
        Sign Up to Join
      </Link>
      <Link
        to={paths.login.getHref()}
        className={`${linkButton} border border-line bg-surface-raised text-zinc-50`}
      >
        Log In
      </Link>
    </Frame>
  );
}

/** The code does not work (wrong, replaced, expired): said before anyone signs up. */
function InviteDoesNotWork({ message }: { message: string }) {
  useEffect(() => pendingJoin.clear(), []);
  return (
    <Frame>
      <h1 className="text-2xl font-bold">This invite does not work</h1>
      <p className="text-muted">{message}</p>
      <Link to={paths.home.getHref()} className={`${linkButton} bg-accent text-black`}>
        Go to the Start Page
      </Link>
    </Frame>
  );
}

function CoachCannotJoin() {
  useEffect(() => pendingJoin.clear(), []);
  return (
    <Frame>
      <h1 className="text-2xl font-bold">Team codes are for athletes</h1>
      <p className="text-muted">You're signed in as a coach. Share this link with your athletes.</p>
      <Link to={paths.coach.team.getHref()} className={`${linkButton} bg-accent text-black`}>
        Go to My Team
      </Link>
    </Frame>
  );
}

function Preview({ code }: { code: string }) {
  const preview = useJoinPreview(code, true);
  const join = useJoinTeam();
  const navigate = useNavigate();
  const done = (to: string) => {
    pendingJoin.clear();
    navigate(to, { replace: true });
  };

  if (preview.isPending) return <Spinner label="Loading the team..." />;
  if (preview.isError) {
    const invalid = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <Frame>
        <h1 className="text-2xl font-bold">This invite does not work</h1>
        <p className="text-muted">{preview.error.message}</p>
        <Button onClick={() => done(paths.athlete.settings.getHref())}>
          {invalid ? 'Enter a Code in Settings' : 'Go to Settings'}
        </Button>
      </Frame>
    );
  }
  const team: JoinPreview = preview.data;
  if (team.alreadyMember) {
    return (
      <Frame>
        <h1 className="text-2xl font-bold">You're on {team.teamName}</h1>
        <p className="text-muted">Coach {team.coachName} already sees your progress.</p>
        <Button onClick={() => done(paths.athlete.dashboard.getHref())}>Go to Dashboard</Button>
      </Frame>
    );
  }
  return (
    <Frame>
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm text-muted">
          <Users aria-hidden className="h-4 w-4" /> Team invite
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight break-words">Join {team.teamName}</h1>
        <p className="text-muted">
          Coach {team.coachName}
          {team.sportLevel ? ` · ${TEAM_LEVEL_LABELS[team.sportLevel as TeamLevel]}` : ''}
        </p>
      </div>
      <Card className="flex flex-col gap-3">
        <CardTitle>What your coach will see</CardTitle>
        <ul className="flex flex-col gap-2">
          {team.coachWillSee.map((item) => (
            <li key={item} className="flex gap-2 text-sm text-zinc-200">
              <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" /> {item}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">{team.teammatesSee}</p>
        <p className="text-sm text-muted">You can leave the team at any time in Settings.</p>
      </Card>
      <Button
        disabled={join.isPending}
        onClick={() =>
          join.mutate(code, {
            onSuccess: (joined) => {
              toast({ title: `You joined ${joined.name}`, variant: 'success' });
              done(paths.athlete.settings.getHref());
            },
          })
        }
      >
        {join.isPending ? 'Joining...' : `Join ${team.teamName}`}
      </Button>
      {/* The server's refusal (your own team, removed by the coach) is said here, in the page. */}
      {join.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {join.error.message}
        </p>
      ) : null}
      <Button variant="ghost" onClick={() => done(paths.athlete.dashboard.getHref())}>
        Not Now
      </Button>
    </Frame>
  );
}
