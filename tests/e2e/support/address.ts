const byte = () => Math.floor(Math.random() * 254) + 1;

/**
 * A random private client address (10.0.0.0/8), sent as `CF-Connecting-IP`. Each browser context
 * and each API sign-up of the suite is a player of its own, as on the internet: the suite runs files
 * side by side, and from one address it would spend one player's rate limits (20 sign-ups a minute,
 * 30 guesses in 10 s) many times over.
 */
export const someAddress = () => `10.${byte()}.${byte()}.${byte()}`;
