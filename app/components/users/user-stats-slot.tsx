import { useLoaderData } from "@remix-run/react";
import { UserStatsPanel } from "~/components/stats/user-stats-panel";
import type { UserStats } from "~/services/game/stats-types.server";

/**
 * The user's game stats, streaks and guess histogram on /users/{id} and /profile/{id}. The page
 * loader provides them as `userStats` (from `getUserStats`), so they render without JavaScript.
 */
export function UserStatsSlot(_props: { userId: number }) {
  const { userStats } = useLoaderData() as { userStats?: UserStats };
  if (!userStats) return null;
  return (
    <div className="section">
      <UserStatsPanel stats={userStats} />
    </div>
  );
}
