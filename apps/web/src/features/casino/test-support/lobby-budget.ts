/**
 * The lobby's DOM budget (the performance target): a lobby of 5,000 games keeps at most
 * this many elements inside the grid, whatever the scroll position. The component test and the
 * browser bench (apps/web/bench/lobby-bench.ts) both hold the grid to it.
 */
export const GRID_DOM_NODES_MAX = 800;
