/*
 * The games wire shapes: the platform's games API for the site (docs/games-integration.md section
 * 6) and the game provider's operator API the platform reads (sections 1 and 5). The platform
 * validates and documents them; the site and the provider import the types (the site types only,
 * so no schema code enters its bundle).
 */
export * from './catalogue';
export * from './favourites';
export * from './game-window';
export * from './live-tables';
export * from './operator-api';
