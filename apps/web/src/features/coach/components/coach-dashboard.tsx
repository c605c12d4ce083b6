import { BookOpen, Sparkles, Users } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { LinkCard } from '@/components/ui/link-card/link-card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { VideoThumbnail } from '@/components/ui/video-thumbnail/video-thumbnail';
import { paths } from '@/config/paths';
import { useFeaturedVideos } from '@/lib/api/featured-videos';
import { useVideoPlayback } from '@/lib/video-playback';
import { useCoachDashboard } from '../api/get-coach-dashboard';

export const NO_FEATURED_TEXT = 'No featured content yet. Check back soon!';

/**
 * docs/product/screens.md 'Coach dashboard': welcome, Featured Education, the Education Library and My Team
 * cards, and the Team Overview numbers over all the coach's teams (docs/product/teams.md).
 */
export function CoachDashboard({ firstName }: { firstName: string | null }) {
  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold break-words">
          Welcome back{firstName ? `, ${firstName}` : ''}!
        </h1>
        <p className="mt-1 text-sm text-muted">Your coaching hub for game speed.</p>
      </header>
      <FeaturedEducationCard />
      <nav aria-label="Coach" className="grid grid-cols-1 gap-3">
        <LinkCard
          to={paths.coach.education.getHref()}
          icon={BookOpen}
          title="Education Library"
          description="Videos on speed and power training"
        />
        <LinkCard
          to={paths.coach.team.getHref()}
          icon={Users}
          title="My Team"
          description="Your athletes and their progress"
        />
      </nav>
      <TeamOverviewCard />
    </div>
  );
}

function TeamOverviewCard() {
  const dashboard = useCoachDashboard();
  const overview = dashboard.data?.teamOverview;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Team Overview</CardTitle>
      {dashboard.isError ? (
        <p className="text-sm text-red-400">Could not load your team numbers.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3" aria-busy={dashboard.isPending}>
          <Stat label="Athletes" value={overview?.athletes ?? null} />
          <Stat label="Active This Week" value={overview?.activeThisWeek ?? null} />
          <Stat label="Retests Due" value={overview?.retestsDue ?? null} />
        </dl>
      )}
    </Card>
  );
}

function FeaturedEducationCard() {
  const videos = useFeaturedVideos('coach');
  const featured = videos.data?.videos[0];
  const { play } = useVideoPlayback();
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle className="flex items-center gap-2">
        <Sparkles aria-hidden className="h-5 w-5 text-accent" /> Featured Education
      </CardTitle>
      {videos.isPending ? (
        <Spinner label="Loading featured video..." />
      ) : featured ? (
        <div className="flex flex-col gap-3">
          <VideoThumbnail
            src={featured.thumbnailUrl}
            duration={featured.duration}
            className="w-full"
          />
          <div>
            <p className="font-semibold break-words text-zinc-50">{featured.title}</p>
            {featured.description ? (
              <p className="mt-1 line-clamp-3 text-sm text-muted">{featured.description}</p>
            ) : null}
          </div>
          <Button
            onClick={() =>
              play({ id: featured.id, title: featured.title, accessible: featured.accessible })
            }
            aria-label={`Watch Now: ${featured.title}`}
          >
            Watch Now
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{NO_FEATURED_TEXT}</p>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-surface-raised p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}
