/**
 * The profile form's choices, shared by the zod schemas (`app/schemas/profile.ts`) and the
 * profile page's controls. No zod here: the page imports this in the browser
 * (first-visit JavaScript).
 */
export const genders = ["male", "female", "other", "unspecified"] as const;
export const themes = ["light", "dark", "system"] as const;
export const profileLanguages = ["zh-CN", "en-US"] as const;

/** Social links as the form shows them: one `name url` a line. */
export function formatSocialLines(links: Record<string, string> | null | undefined): string {
  return Object.entries(links ?? {})
    .map(([name, url]) => `${name} ${url}`)
    .join("\n");
}
