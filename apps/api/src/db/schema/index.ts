export * from './reference';
export * from './accounts';
export * from './company-profile';
export * from './files';
export * from './projects';
