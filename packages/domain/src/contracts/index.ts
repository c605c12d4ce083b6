/** zod contracts of the HTTP API, shared by the server (validation) and the web app (types). */
export * from './access';
export * from './account';
export * from './athlete';
export * from './auth';
export * from './billing';
export * from './errors';
export * from './paging';
export * from './profile';
export * from './provenance';
export * from './public-config';
export * from './teams';
export * from './videos';
