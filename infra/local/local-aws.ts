// The fixed identity of the local cloud's pretend AWS account, used wherever AWS puts one in an event.
export const localRegion = 'us-east-1';
export const localAccountId = '000000000000';

/** What every SDK client signs with locally; the emulators accept it. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
