export * from './constants.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './image.ts';
export * from './routes.ts';
export * from './schemas.ts';
