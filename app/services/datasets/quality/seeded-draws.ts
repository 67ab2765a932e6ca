/**
 * Draws below a bound from a fixed seed (a linear congruential generator): the quality report's
 * simulated players must give the same figures for the same table on every run.
 */
export function seededDraws(seed: number): (below: number) => number {
  let state = seed >>> 0 || 1;
  return (below) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}
