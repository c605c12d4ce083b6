export * from './auth';
export * from './billing';
export * from './training';
export * from './users';
export * from './videos';
