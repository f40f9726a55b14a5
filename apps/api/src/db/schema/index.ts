export * from './reference';
export * from './accounts';
export * from './company-profile';
export * from './files';
export * from './projects';
export * from './project-comments';
export * from './credit-conversions';
export * from './log';
