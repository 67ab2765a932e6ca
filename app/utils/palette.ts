/** Colour palettes of the feedback cells (app.css `:root[data-palette]`). */
export const PALETTES = ["default", "colorblind"] as const;
export type Palette = (typeof PALETTES)[number];

/** The form that switches the palette: works without JavaScript (a cookie and a redirect back). */
export const PALETTE_ACTION = "/palette";
