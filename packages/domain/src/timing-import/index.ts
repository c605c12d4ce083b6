/** Reading timing-gate files (docs/product/timing-import.md): pure, no input or output. */
export * from './athlete-matching';
export * from './column-roles';
export * from './decode';
export * from './header-distance';
export * from './mapping';
export * from './presets';
export * from './read-table';
export * from './row-identity';
export * from './runs';
export * from './targets';
