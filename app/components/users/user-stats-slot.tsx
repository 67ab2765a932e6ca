import { useLoaderData } from "@remix-run/react";
import { PlayStatsPanel } from "~/components/stats/play-stats-panel";
import { UserStatsPanel } from "~/components/stats/user-stats-panel";
import type { PlayStats } from "~/services/game/player-scope-stats.server";
import type { UserStats } from "~/services/game/stats-types.server";

/**
 * The user's game stats, streaks and guess histogram on /users/{id} and /profile/{id}, then the
 * site daily, practice and dataset dailies apart. The page loader provides them as `userStats` and
 * `playStats` (`getPublicProfileView`), so they render without JavaScript.
 */
export function UserStatsSlot(_props: { userId: number }) {
  const { userStats, playStats } = useLoaderData() as { userStats?: UserStats; playStats?: PlayStats };
  if (!userStats) return null;
  return (
    <div className="section">
      <UserStatsPanel stats={userStats} />
      {playStats ? <PlayStatsPanel stats={playStats} /> : null}
    </div>
  );
}
