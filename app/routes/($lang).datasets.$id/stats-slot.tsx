/**
 * Where the dataset's game stats go (SPEC §3 dataset game stats). The games feature (engineer h7)
 * renders its component here; until then the slot is empty.
 */
export function DatasetStatsSlot(_props: { datasetId: number }) {
  return null;
}
