export * from './auth';
export * from './billing';
export * from './teams';
export * from './training';
export * from './users';
export * from './videos';
