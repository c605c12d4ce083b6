import { type SprintProfileSource, useSprintProfile } from '../api/get-sprint-profile';
import { SprintProfileCard } from './sprint-profile-card';

/**
 * The sprint-profile card with its data, for the athlete's dashboard and the coach's athlete
 * view; loaded apart from the dashboard (a lazy chunk), shown once it has something to show.
 */
export function SprintProfileSection({ source }: { source: SprintProfileSource }) {
  const { data } = useSprintProfile(source);
  return data ? <SprintProfileCard data={data} /> : null;
}

export default SprintProfileSection;
