import { DatasetStatsPanel } from "~/components/stats/dataset-stats-panel";
import type { DatasetStats } from "~/services/game/stats-types.server";

/** The dataset's game stats (spec §3), as the cron job last stored them. */
export function DatasetStatsSlot({ stats }: { stats: DatasetStats }) {
  return (
    <div className="section">
      <DatasetStatsPanel stats={stats} />
    </div>
  );
}
