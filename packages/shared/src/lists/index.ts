export * from './announcement.list';
export * from './audit.list';
export * from './claim.list';
export * from './claimable-store.list';
export * from './employee.list';
export * from './message.list';
export * from './store.list';
export * from './upload.list';
