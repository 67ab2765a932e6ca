/**
 * Every page the accessibility pass (tests/e2e/a11y.e2e.ts) opens, in both JavaScript passes.
 * Feature engineers: append your open pages here (both languages where the content differs).
 * Pages behind sign-in are audited in the feature's own test with `expectNoA11yViolations`.
 */
export type AuditedPage = {
  path: string;
  /** HTTP status the page must answer with. Default 200. */
  status?: number;
};

export const pagesToAudit: AuditedPage[] = [
  { path: "/" },
  { path: "/en-US" },
  { path: "/terms" },
  { path: "/en-US/privacy" },
  { path: "/privacy" },
  { path: "/news" },
  { path: "/en-US/news" },
  { path: "/dataset-types" },
  // Seeded demo datasets on a fresh database: 1 = elements, 3 = solar system.
  { path: "/game/1" },
  { path: "/en-US/game/3" },
  { path: "/auth/login" },
  { path: "/en-US/auth/login" },
  { path: "/auth/register" },
  { path: "/en-US/auth/register" },
  { path: "/debug-auth" },
  { path: "/game" },
  { path: "/en-US/game" },
  { path: "/daily-challenge" },
  { path: "/en-US/daily-challenge" },
  { path: "/leaderboard" },
  { path: "/en-US/leaderboard?dataset_id=3" },
  // Datasets (seeded: 1 = elements, 3 = solar system).
  { path: "/datasets" },
  { path: "/en-US/datasets?sort=plays" },
  { path: "/datasets/1" },
  { path: "/en-US/datasets/3?page=2" },
  { path: "/test-upload" },
  { path: "/favorite/1" },
  { path: "/datasets/999999", status: 404 },
  { path: "/no-such-page-e2e", status: 404 },
  { path: "/en-US/no/such/page", status: 404 },
];
