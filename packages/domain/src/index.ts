/** @gamespeed/domain: pure business rules shared by the web app and the server. */
export * from './assessment';
export * from './best-values';
export * from './charts';
export * from './constants';
export * from './deep-link';
export * from './error-codes';
export * from './format';
export * from './identifier';
export * from './norms';
export * from './provenance';
export * from './result-limits';
export * from './retest';
export * from './roles';
export * from './subscription';
export * from './test-guide';
export * from './training-focus';
export * from './unusual-result';
