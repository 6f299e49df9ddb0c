export * from './error.ts';
export * from './session.ts';
export * from './permissions.ts';
export * from './pages.ts';
export * from './routes.ts';
