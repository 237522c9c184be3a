export * from './constants.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './image.ts';
export * from './schemas.ts';
export * from './routes.ts';
