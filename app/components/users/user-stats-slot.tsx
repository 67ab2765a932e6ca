/**
 * SLOT for the games feature: the user's game stats on /users/{id} and /profile/{id}.
 * Replace the body (stats, streaks, histogram); keep the name.
 */
export function UserStatsSlot(_props: { userId: number }) {
  return null;
}
